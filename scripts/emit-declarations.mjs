// Runs `tsc -p <tsconfig>` through the compiler API so the declarations can be fixed on the way out:
// the sources import with `.ts` extensions, and `rewriteRelativeImportExtensions` rewrites them in the
// JavaScript only (microsoft/TypeScript#61037), so the `.d.ts` files would keep `./x.ts` specifiers that
// name files the package does not ship. This transformer gives declarations the same `.js` specifiers.
// Usage: node scripts/emit-declarations.mjs <tsconfig.build.json>   (run from the package folder)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const configPath = path.resolve(process.argv[2] ?? 'tsconfig.build.json');

/** `./a.ts` → `./a.js`, `./b.tsx` → `./b.js`, `./c.mts` → `./c.mjs`; bare specifiers untouched. */
export function toJavaScriptSpecifier(specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier;
  return specifier
    .replace(/\.(?:ts|tsx)$/, '.js')
    .replace(/\.mts$/, '.mjs')
    .replace(/\.cts$/, '.cjs');
}

function rewriteDeclarationSpecifiers(context) {
  const { factory } = context;
  const literal = (node) => {
    const next = toJavaScriptSpecifier(node.text);
    return next === node.text ? node : factory.createStringLiteral(next);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      return factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        literal(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        literal(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      return factory.updateImportTypeNode(
        node,
        factory.updateLiteralTypeNode(node.argument, literal(node.argument.literal)),
        node.attributes,
        ts.visitNode(node.qualifier, visit),
        ts.visitNodes(node.typeArguments, visit),
        node.isTypeOf,
      );
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (root) => (ts.isSourceFile(root) ? ts.visitNode(root, visit) : root);
}

const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: report });
if (!parsed) process.exit(1);
// A clean output folder each time: a file deleted from src must not linger in the published package.
if (parsed.options.outDir) fs.rmSync(parsed.options.outDir, { recursive: true, force: true });
const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
});
const emitted = program.emit(undefined, undefined, undefined, undefined, { afterDeclarations: [rewriteDeclarationSpecifiers] });
const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
diagnostics.forEach(report);
if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) || emitted.emitSkipped) process.exit(1);

function report(diagnostic) {
  process.stderr.write(
    ts.formatDiagnosticsWithColorAndContext([diagnostic], {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => process.cwd(),
      getNewLine: () => '\n',
    }),
  );
}
