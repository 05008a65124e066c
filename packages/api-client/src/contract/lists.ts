import { z } from 'zod';

export const filterOperators = [
  'equal',
  'not_equal',
  'contains',
  'begins_with',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'is_null',
  'is_not_null',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FilterValue = z.infer<typeof scalar> | Array<z.infer<typeof scalar>>;

export const filterRuleLeaf = z.strictObject({
  field: z.string().min(1),
  operator: z.enum(filterOperators),
  value: z.union([scalar, z.array(scalar)]).optional(),
});
export type FilterRuleLeaf = z.infer<typeof filterRuleLeaf>;

export interface FilterRule {
  condition: 'and' | 'or';
  filterRules: Array<FilterRuleLeaf | FilterRule>;
}

// Typed on both sides: with the input left `unknown`, callers would get no help building a filter.
export const filterRule: z.ZodType<FilterRule, FilterRule> = z.lazy(() =>
  z.strictObject({
    condition: z.enum(['and', 'or']),
    filterRules: z.array(z.union([filterRuleLeaf, filterRule])),
  }),
);

export const maxPageSize = 1_000_000;

/** `POST …/GetList`: `sorting` is `"Field ASC|DESC"`, fields are PascalCase paths. */
export const listRequest = z.strictObject({
  sorting: z.string().nullable().optional(),
  skipCount: z.number().int().min(0).default(0),
  maxResultCount: z.number().int().min(1).max(maxPageSize).default(10),
  filterRule: filterRule.nullable().optional(),
});
export type ListRequest = z.input<typeof listRequest>;

export const page = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), totalCount: z.number().int().min(0) });

export type Page<Item> = { items: Item[]; totalCount: number };
