import { z } from 'zod/mini';
import { defaultPageSize, maxPageSize } from '@velo/domain';
import type { Endpoint } from './endpoint.ts';
import { filterRuleLimitBreach } from './filterRuleLimits.ts';
import type { ListFields, ListFieldType } from './listFields.ts';

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
  field: z.string().check(z.minLength(1)),
  operator: z.enum(filterOperators),
  value: z.optional(z.union([scalar, z.array(scalar)])),
});
export type FilterRuleLeaf = z.infer<typeof filterRuleLeaf>;

export interface FilterRule {
  condition: 'and' | 'or';
  filterRules: Array<FilterRuleLeaf | FilterRule>;
}

// Typed on both sides: with the input left `unknown`, callers would get no help building a filter.
const filterGroup: z.ZodMiniType<FilterRule, FilterRule> = z.lazy(() =>
  z.strictObject({
    condition: z.enum(['and', 'or']),
    filterRules: z.array(z.union([filterRuleLeaf, filterGroup])),
  }),
);

/** A group of rules and nested groups, its size limits checked before the groups are parsed. */
export const filterRule: z.ZodMiniType<FilterRule, FilterRule> = z.pipe(
  z.custom<FilterRule>().check((payload) => {
    const breach = filterRuleLimitBreach(payload.value);
    if (breach) payload.issues.push({ code: 'custom', message: breach, input: payload.value });
  }),
  filterGroup,
);

/** `POST …/GetList`: `sorting` is `"Field ASC|DESC"`, fields are PascalCase paths. */
export const listRequest = z.strictObject({
  sorting: z.optional(z.nullable(z.string())),
  skipCount: z._default(z.int().check(z.minimum(0)), 0),
  maxResultCount: z._default(z.int().check(z.minimum(1), z.maximum(maxPageSize)), defaultPageSize),
  filterRule: z.optional(z.nullable(filterRule)),
});
export type ListRequest = z.input<typeof listRequest>;

/**
 * A page of a list's items and the total of matching rows. Lists count at most a cap of matching
 * rows (10,000 on our server): past it `totalCount` is the cap and `totalCountIsCapped` is `true`
 * ("10,000+", a last page that cannot be named); otherwise the field is left out and the total is
 * exact.
 */
export const page = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({
    items: z.array(item),
    totalCount: z.int().check(z.minimum(0)),
    /** Present, and true, only when more rows matched than were counted: `totalCount` is then a lower bound. */
    totalCountIsCapped: z.optional(z.literal(true)),
  });

export type Page<Item> = { items: Item[]; totalCount: number; totalCountIsCapped?: true };

/** A `POST …/GetList` endpoint: a list request in, a page of items out. */
export type ListEndpoint<Item = unknown> = Endpoint<
  undefined,
  z.ZodMiniType<z.output<typeof listRequest>, ListRequest>,
  z.ZodMiniType<Page<Item>>
>;

type ValueFor<Type extends ListFieldType> = Type extends 'integer' | 'number'
  ? number
  : Type extends 'boolean'
    ? boolean
    : string;

/** One rule over a field of `Fields`, its value typed by the field. */
export type FieldRule<Fields extends ListFields> = {
  [Field in keyof Fields & string]: {
    field: Field;
    operator: FilterOperator;
    value?: ValueFor<Fields[Field]> | Array<ValueFor<Fields[Field]>> | null;
  };
}[keyof Fields & string];

/**
 * The `filterRule` that holds when every given rule does; rules given as `false`, `null` or
 * `undefined` are left out (`showAll || { field: 'IsActive', … }`), and no rule at all is no filter.
 */
export function allOf<Fields extends ListFields>(
  _fields: Fields,
  rules: ReadonlyArray<FieldRule<Fields> | false | null | undefined>,
): FilterRule | null {
  const filterRules = rules.filter((rule): rule is FieldRule<Fields> => Boolean(rule));
  return filterRules.length ? { condition: 'and', filterRules } : null;
}
