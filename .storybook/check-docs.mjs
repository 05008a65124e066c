// Every story file's Docs page must say what its component is for. Autodocs reads that description from the
// JSDoc comment on the component (the same one an editor shows on hover), and the args table from its props,
// so this check asks each story file's meta for its `component` and finds that JSDoc where the component is
// defined. It runs before `storybook build`, so a component without one fails `pnpm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const storyFiles = readdirSync(join(root, 'packages/design-system/src'), { recursive: true })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => join('packages/design-system/src', file))
  .sort();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The file under `file`'s exports that defines `name`, following `export * from` and `export { name } from`. */
function definitionOf(name, file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return null;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (new RegExp(`export\\s+(?:default\\s+)?(?:function|const|class)\\s+${escape(name)}\\b`).test(source))
    return { file, source };
  for (const [, names, from] of source.matchAll(/export\s+(\*|\{[^}]*\})\s+from\s+'([^']+)'/g)) {
    if (names !== '*' && !new RegExp(`\\b${escape(name)}\\b`).test(names)) continue;
    const found = definitionOf(name, resolve(dirname(file), from), seen);
    if (found) return found;
  }
  return null;
}

/** The JSDoc text right before the component's definition, without its stars; '' when there is none. */
function descriptionOf(name, source) {
  const comment = source.match(
    new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export\\s+(?:default\\s+)?(?:function|const|class)\\s+${escape(name)}\\b`),
  );
  return comment
    ? comment[1]
        .replace(/^\s*\*\s?/gm, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

const problems = [];
for (const storyFile of storyFiles) {
  const source = readFileSync(join(root, storyFile), 'utf8');
  const meta = source.slice(source.search(/\bconst meta\b/));
  const component = meta.match(/^\s*component:\s*([A-Za-z0-9_]+)/m)?.[1];
  if (!component) {
    problems.push(`${storyFile}: its meta names no \`component\`, so its Docs page has no description and no args table.`);
    continue;
  }
  const from = source.match(new RegExp(`import\\s*\\{[^}]*\\b${escape(component)}\\b[^}]*\\}\\s*from\\s*'([^']+)'`))?.[1];
  const definition = from && definitionOf(component, resolve(dirname(join(root, storyFile)), from));
  if (!definition) {
    problems.push(`${storyFile}: cannot find where \`${component}\` is defined.`);
    continue;
  }
  const description = descriptionOf(component, definition.source);
  if (description.length < 20) {
    problems.push(
      `${relative(root, definition.file)}: \`${component}\` needs a JSDoc comment saying what it is for (its Docs page shows it).`,
    );
  }
}

if (problems.length > 0) {
  console.error(
    `Storybook docs: ${problems.length} of ${storyFiles.length} story files lack a description:\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`Storybook docs: all ${storyFiles.length} story files name their component, and each component says what it is for.`);
