import { componentRef, type SchemaObject } from './jsonSchemas.ts';

const refsIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((ref) => ref.startsWith(componentRef('')))
    .map((ref) => ref.slice(componentRef('').length));

/** The schemas `roots` refer to, directly or through one another; a schema nothing reaches is left out. */
export function reachableSchemas(roots: unknown, schemas: Record<string, SchemaObject>): Record<string, SchemaObject> {
  const reached = new Set<string>();
  const pending = refsIn(roots);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}
