import { componentRef, type SchemaObject } from './jsonSchemas.ts';
import type { OpenApiDocument, Operation } from './openApiDocument.ts';
import { anchorOf, escapeHtml, inlineMarkdown, schemaView, type RefResolver } from './schemaView.ts';

export interface DocsPageLinks {
  stylesheet: string;
  document: string;
}

interface PathOperation {
  path: string;
  method: string;
  operation: Operation;
}

// Schemas every operation refers to, shown once at the end; an operation's own Body and Result are drawn in place.
const isOperationSchema = (name: string) => name.endsWith('.Body') || name.endsWith('.Result');

/** The browsable page of the document: server-rendered HTML, no script; schemas open with <details>. */
export function docsPage(document: OpenApiDocument, links: DocsPageLinks): string {
  const resolve: RefResolver = (ref) => {
    const name = ref.slice(componentRef('').length);
    const schema = document.components.schemas[name];
    if (!schema) throw new Error(`${ref} is not in the document`);
    return { name, schema, shared: !isOperationSchema(name) };
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): PathOperation => ({ path, method, operation })),
  );
  const byTag = document.tags.map((tag) => ({
    tag: tag.name,
    operations: operations.filter(({ operation }) => operation.tags.includes(tag.name)),
  }));
  const shared = Object.keys(document.components.schemas)
    .filter((name) => !isOperationSchema(name))
    .sort();

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<title>${escapeHtml(document.info.title)}</title>
<link rel="stylesheet" href="${escapeHtml(links.stylesheet)}">
</head>
<body>
<a class="skip-link" href="#services">Skip to the services</a>
<header class="page-header">
<h1>${escapeHtml(document.info.title)}</h1>
<p class="meta">Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · ${operations.length} operations · <a href="${escapeHtml(links.document)}">openapi.json</a></p>
${document.info.description
  .split('\n\n')
  .map((paragraph) => `<p>${inlineMarkdown(paragraph)}</p>`)
  .join('\n')}
</header>
<div class="layout">
<nav class="toc" aria-label="Services">
<h2>Services</h2>
<ul>
${byTag.map(({ tag, operations }) => `<li><a href="#${tagAnchor(tag)}">${escapeHtml(tag)}</a> <span class="count">${operations.length}</span></li>`).join('\n')}
<li><a href="#shared-schemas">Shared schemas</a></li>
</ul>
</nav>
<main id="services">
${byTag.map(({ tag, operations }) => serviceSection(tag, operations, resolve)).join('\n')}
<section aria-labelledby="shared-schemas" class="service">
<h2 id="shared-schemas">Shared schemas</h2>
${shared.map((name) => `<article class="operation" aria-labelledby="${anchorOf(name)}"><h3 id="${anchorOf(name)}"><code>${escapeHtml(name)}</code></h3>${schemaView(document.components.schemas[name]!, resolve)}</article>`).join('\n')}
</section>
</main>
</div>
</body>
</html>
`;
}

const tagAnchor = (tag: string) => `service-${tag}`;

function serviceSection(tag: string, operations: PathOperation[], resolve: RefResolver): string {
  return `<section aria-labelledby="${tagAnchor(tag)}" class="service">
<h2 id="${tagAnchor(tag)}">${escapeHtml(tag)}</h2>
${operations.map((operation) => operationView(operation, resolve)).join('\n')}
</section>`;
}

function operationView({ path, method, operation }: PathOperation, resolve: RefResolver): string {
  const id = `operation-${operation.operationId.replaceAll('.', '-')}`;
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json'].schema;
  const ok = operation.responses['200'];
  const answer = ok && 'content' in ok ? ok.content : {};
  const envelope = answer['application/json'];
  const result = envelope ? (envelope.schema.allOf![1] as { properties: { result: SchemaObject } }).properties.result : {};
  const errors = Object.keys(operation.responses).filter((status) => status !== '200');
  return `<article class="operation" aria-labelledby="${id}">
<h3 id="${id}"><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="access access-${operation['x-access']}">${inlineMarkdown(operation.description)}</p>
${
  parameters.length
    ? `<details><summary>Query parameters</summary>${schemaView(
        {
          type: 'object',
          properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
          required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        },
        resolve,
      )}</details>`
    : ''
}
${body ? `<details><summary>Request body</summary><p class="hint">JSON; fields not listed are refused.</p>${topLevelView(body, resolve)}</details>` : ''}
${
  envelope
    ? `<details><summary>Answer: <code>result</code></summary><p class="hint">Inside the envelope with <code>success: true</code>.</p>${topLevelView(result, resolve)}</details>`
    : `<p class="hint">Answer: a file's bytes, ${Object.keys(answer)
        .map((type) => `<code>${escapeHtml(type)}</code>`)
        .join(' or ')}, as a download.</p>`
}
<p class="errors">Errors, in the <a href="#${anchorOf('ErrorEnvelope')}">error envelope</a>: ${errors.join(', ')}</p>
</article>`;
}

/** An operation's own body or answer, drawn in place even when it is a named schema (which is then named and linked). */
function topLevelView(schema: SchemaObject, resolve: RefResolver): string {
  if (!schema.$ref) return schemaView(schema, resolve);
  const { name, schema: target, shared } = resolve(schema.$ref);
  const named = shared ? `<p class="hint">Schema <a href="#${anchorOf(name)}">${escapeHtml(name)}</a>.</p>` : '';
  return `${named}${schemaView(target, resolve)}`;
}
