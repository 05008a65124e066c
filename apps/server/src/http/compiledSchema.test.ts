import { getLocationList } from '@velo/api-client/contract';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { compiledSchema } from './compiledSchema.ts';
import { inEnglish } from './zodIssues.ts';

// A contract-like answer: a strict page of items, each with a nested list, a nullable and optional
// field, a union, a refinement and a transform.
const door = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  state: z.union([z.literal('open'), z.literal('closed')]),
});
const item = z.strictObject({
  name: z.string().check(z.minLength(1)),
  client: z.nullable(z.object({ id: z.number(), name: z.string() })),
  note: z.optional(z.string()),
  doors: z.array(door),
  price: z.pipe(
    z.string(),
    z.transform((value) => Number(value)),
  ),
  tags: z.record(z.string(), z.boolean()),
});
const page = z.strictObject({ items: z.array(item), totalCount: z.number() });

const goodPage = {
  items: [
    { name: 'Bryggen', client: { id: 1, name: 'Bergen' }, doors: [{ id: 1, state: 'open' }], price: '12.5', tags: { a: true } },
    { name: 'Nygård', client: null, note: 'by the park', doors: [], price: '0', tags: {} },
  ],
  totalCount: 2,
};
const badPages = {
  'a door id that is not positive': { ...goodPage, items: [{ ...goodPage.items[0], doors: [{ id: -1, state: 'open' }] }] },
  'a state out of the union': { ...goodPage, items: [{ ...goodPage.items[0], doors: [{ id: 1, state: 'ajar' }] }] },
  'an unknown field in a strict object': { ...goodPage, extra: 1 },
  'an empty name': { ...goodPage, items: [{ ...goodPage.items[1], name: '' }] },
  'a missing nullable': { ...goodPage, items: [{ ...goodPage.items[1], client: undefined }] },
  'a tag that is not a boolean': { ...goodPage, items: [{ ...goodPage.items[1], tags: { a: 'yes' } }] },
  'not an object at all': 'page',
};

describe('a compiled schema', () => {
  const compiled = compiledSchema(page);

  it('compiles its objects, nested ones too, once', () => {
    expect(compiled).toBeInstanceOf(z.core.$ZodObjectJIT);
    const items = compiled._zod.def.shape.items as unknown as z.ZodMiniArray;
    expect(items._zod.def.element).toBeInstanceOf(z.core.$ZodObjectJIT);
    expect(compiledSchema(page)).toBe(compiled);
  });

  it('answers what the schema answers for a good value, transforms included', () => {
    const parsed = z.safeParse(compiled, goodPage, inEnglish);
    expect(parsed).toEqual(page.safeParse(goodPage, inEnglish));
    expect(parsed.data?.items[0]?.price).toBe(12.5);
  });

  it.each(Object.entries(badPages))('refuses %s with the same issues', (_, value) => {
    const parsed = z.safeParse(compiled, value, inEnglish);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual(page.safeParse(value, inEnglish).error?.issues);
  });

  it("refuses what is not a page of locations with the contract's own issues", () => {
    const location = { ...goodPage.items[0] };
    const result = compiledSchema(getLocationList.result);
    expect(z.safeParse(result, { items: [location], totalCount: 1 }).error?.issues).toEqual(
      getLocationList.result.safeParse({ items: [location], totalCount: 1 }).error?.issues,
    );
  });
});
