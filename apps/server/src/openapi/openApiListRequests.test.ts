import { beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { docsPaths } from './apiDocs.ts';
import type { SchemaObject } from './jsonSchemas.ts';
import type { OpenApiDocument } from './openApiDocument.ts';

// What the document says a list takes, held against what the server takes: every rule and sorting
// below is sent to the server, and its answer is the expectation.

const t = useTestApp();

let document: OpenApiDocument;
let token: string;
beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: docsPaths.document })).json();
  token = (await signIn(t.app, 'admin')).accessToken;
});

const lists = ['/api/services/app/Order/GetList', '/api/services/app/Location/GetList'];

const deref = (schema: SchemaObject): SchemaObject =>
  schema.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]! : schema;
const bodyOf = (path: string) => deref(document.paths[path]!.post!.requestBody!.content['application/json'].schema);
const filterRuleOf = (path: string) => deref((bodyOf(path).properties!.filterRule as SchemaObject).anyOf![0] as SchemaObject);
const fieldOf = (path: string) => {
  const rules = filterRuleOf(path).properties!.filterRules as SchemaObject;
  const leaf = ((rules.items as SchemaObject).anyOf as SchemaObject[]).find((variant) => variant.properties?.field)!;
  return leaf.properties!.field as SchemaObject;
};
const sortingOf = (path: string) => bodyOf(path).properties!.sorting as SchemaObject;
/** The names of a list's items' properties, as the wire writes a field: `usedFrom` is `UsedFrom`. */
const itemNamesOf = (path: string) => {
  const ok = document.paths[path]!.post!.responses['200'] as unknown as {
    content: { 'application/json': { schema: SchemaObject } };
  };
  const page = deref(ok.content['application/json'].schema.allOf![1]!.properties!.result as SchemaObject);
  const item = deref((page.properties!.items as SchemaObject).items as SchemaObject);
  return Object.keys(item.properties!).map((name) => name.charAt(0).toUpperCase() + name.slice(1));
};

const status = async (path: string, body: unknown) => (await request(t.app, { method: 'POST', url: path, token, body })).status;
const equalRule = (field: string, value: unknown) => ({
  filterRule: { condition: 'and', filterRules: [{ field, operator: 'equal', value }] },
});

/** A value the server takes in a rule `field equal value` (answered 200), or undefined when it takes none. */
async function valueTaken(path: string, field: string): Promise<unknown> {
  for (const value of [1, 'a', true, '2026-01-01T00:00:00Z'])
    if ((await status(path, equalRule(field, value))) === 200) return value;
  return undefined;
}

describe.each(lists)('the document of %s', (path) => {
  it('names as its filter fields those the server filters by, whatever their case, and no other', async () => {
    const field = fieldOf(path);
    expect(field).toMatchObject({ type: 'string', description: expect.stringContaining('any case') });
    const documented = field.enum as string[];
    expect(documented.length).toBeGreaterThan(5);
    for (const name of documented) {
      const value = await valueTaken(path, name);
      expect(value, `${name} is documented but refused`).toBeDefined();
      expect(await status(path, equalRule(name.toLowerCase(), value)), name.toLowerCase()).toBe(200);
    }
    const undocumented = [...itemNamesOf(path), 'NoSuchField', 'PasswordHash'].filter((name) => !documented.includes(name));
    expect(undocumented.length).toBeGreaterThan(3);
    for (const name of undocumented) expect(await valueTaken(path, name), `${name} is taken but not documented`).toBeUndefined();
  });

  it('has a sorting pattern that the server takes exactly: each filter field sorts if it matches, and so does a list of terms', async () => {
    const sorting = sortingOf(path);
    const pattern = new RegExp(sorting.pattern!, 'u');
    for (const name of [...(fieldOf(path).enum as string[]), 'NoSuchField']) {
      expect(await status(path, { sorting: name }), name).toBe(pattern.test(name) ? 200 : 400);
    }
    const [example] = sorting.examples as [string];
    const matching = [example, ` ${example.toLowerCase()} ,id  asc`, '', null];
    const notMatching = [`${example},`, `${example} up`, 'NoSuchField DESC', `${example.split(' ')[0]}desc`];
    for (const value of matching) {
      expect(value === null || pattern.test(value), String(value)).toBe(true);
      expect(await status(path, { sorting: value }), String(value)).toBe(200);
    }
    for (const value of notMatching) {
      expect(pattern.test(value), value).toBe(false);
      expect(await status(path, { sorting: value }), value).toBe(400);
    }
  });
});

it('gives every list endpoint its own request, and leaves out the shared one that named any field', () => {
  const listBodies = Object.keys(document.components.schemas).filter((name) => name.endsWith('.FilterRule'));
  expect(listBodies.length).toBeGreaterThanOrEqual(15);
  expect(Object.keys(document.components.schemas)).not.toContain('FilterRule');
  expect(Object.keys(document.components.schemas)).not.toContain('ListRequest');
  expect(fieldOf('/api/services/app/Order/GetList').enum).toContain('ShowAll');
  expect(fieldOf('/api/services/app/Location/GetList').enum).not.toContain('ShowAll');
});
