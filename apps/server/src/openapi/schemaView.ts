import type { SchemaObject } from './jsonSchemas.ts';

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Escapes the text and turns its `code spans` into <code>. */
export const inlineMarkdown = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

export const anchorOf = (name: string) => `schema-${name.replaceAll('.', '-')}`;

/** How a `$ref` is shown: a shared schema is linked to; an operation's own is drawn in place. */
export interface RefResolver {
  (ref: string): { name: string; schema: SchemaObject; shared: boolean };
}

// z.int() states JavaScript's safe-integer range; on the page it is noise.
const safeInteger = Number.MAX_SAFE_INTEGER;

const isNullSchema = (schema: SchemaObject) => schema.type === 'null';

/** A JSON Schema drawn as a readable tree: each property with its type, whether it is required, and its limits. */
export function schemaView(schema: SchemaObject, resolve: RefResolver): string {
  return `<div class="schema">${typeLine(schema, resolve)}${childrenOf(schema, resolve)}</div>`;
}

function typeLine(schema: SchemaObject, resolve: RefResolver): string {
  const notes = constraintsOf(schema);
  return `<p class="type-line"><span class="type">${typeLabel(schema, resolve)}</span>${notes ? ` <span class="notes">${notes}</span>` : ''}</p>`;
}

function typeLabel(schema: SchemaObject, resolve: RefResolver): string {
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target.shared
      ? `<a href="#${anchorOf(target.name)}">${escapeHtml(target.name)}</a>`
      : typeLabel(target.schema, resolve);
  }
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const nonNull = variants.filter((variant) => !isNullSchema(variant as SchemaObject)) as SchemaObject[];
    const orNull = nonNull.length < variants.length ? ' or null' : '';
    return nonNull.length === 1 ? `${typeLabel(nonNull[0]!, resolve)}${orNull}` : `one of these${orNull}`;
  }
  if (schema.allOf) return 'all of these';
  if (schema.type === 'array') {
    const items = schema.items as SchemaObject | undefined;
    return items ? `array of ${typeLabel(items, resolve)}` : 'array';
  }
  if (Array.isArray(schema.type)) return schema.type.map((type) => (type === 'integer' ? 'whole number' : type)).join(' or ');
  if (schema.type === 'integer') return 'whole number';
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return `map of string to ${typeLabel(schema.additionalProperties as SchemaObject, resolve)}`;
  }
  return schema.type ?? 'any value';
}

function constraintsOf(schema: SchemaObject): string {
  const notes: string[] = [];
  if (schema.format) notes.push(`format ${schema.format}`);
  if (schema.minimum !== undefined && schema.minimum !== -safeInteger) notes.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined && schema.maximum !== safeInteger) notes.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) notes.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) notes.push(`at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} character${schema.maxLength === 1 ? '' : 's'}`);
  if (schema.minItems !== undefined) notes.push(`at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} item${schema.maxItems === 1 ? '' : 's'}`);
  if (schema.pattern) notes.push(`matches <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.default !== undefined) notes.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  if (schema.description) notes.push(inlineMarkdown(schema.description));
  return notes.join(' · ');
}

/** What is drawn under a type: an object's properties, an array's item shape, or each variant. */
function childrenOf(schema: SchemaObject, resolve: RefResolver): string {
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target.shared ? '' : childrenOf(target.schema, resolve);
  }
  const variants = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as SchemaObject[] | undefined;
  if (variants) {
    const shown = variants.filter((variant) => !isNullSchema(variant));
    if (shown.length === 1 && !schema.allOf) return childrenOf(shown[0]!, resolve);
    return `<ol class="variants">${shown.map((variant) => `<li>${schemaView(variant, resolve)}</li>`).join('')}</ol>`;
  }
  if (schema.type === 'array' && schema.items) return childrenOf(schema.items as SchemaObject, resolve);
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return childrenOf(schema.additionalProperties as SchemaObject, resolve);
  }
  if (!schema.properties) return '';
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(([name, property]) => {
    const propertySchema = property as SchemaObject;
    const notes = constraintsOf(propertySchema);
    return `<li><code class="name">${escapeHtml(name)}</code> <span class="type">${typeLabel(propertySchema, resolve)}</span>${
      required.has(name) ? ' <span class="required">required</span>' : ' <span class="optional">optional</span>'
    }${notes ? ` <span class="notes">${notes}</span>` : ''}${childrenOf(propertySchema, resolve)}</li>`;
  });
  return `<ul class="properties">${rows.join('')}</ul>`;
}
