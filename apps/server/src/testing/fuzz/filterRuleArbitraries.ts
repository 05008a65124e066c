import fc from 'fast-check';
import {
  filterOperators,
  listFieldTypes,
  type FilterOperator,
  type FilterRule,
  type FilterRuleLeaf,
  type ListFields,
  type ListFieldType,
} from '@velo/api-client/contract';
import { filterRuleLimits } from '@velo/domain';
import { dateEdges, moreThanAStatementBinds, numberEdges, stringEdges, wideArrays, wrongKinds } from './edgeValues.ts';
import { spoiled, spoiledWithin, type SpoilRate } from './schemaArbitraries.ts';

const isListFields = (value: unknown): value is ListFields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((type) => (listFieldTypes as readonly unknown[]).includes(type));

/** The fields of every list the contract declares (`locationListFields`, …), found among its exports. */
export function contractListFields(contract: Record<string, unknown>): ListFields {
  return Object.assign({}, ...Object.values(contract).filter(isListFields)) as ListFields;
}

/**
 * Filter rules over the lists' fields, each with values of its field's type shaped for its operator
 * (a list for `in`, none for `is_null`), so that rules reach the SQL; at the spoil rate, operators
 * that do not fit the field, values at the edges of its type, of another type or shape, and lists of
 * thousands of values. With one mistake (rate 1), it is in the operator or in the value.
 */
export function filterRuleLeaves(fields: ListFields, words: readonly string[], spoilOneIn: SpoilRate): fc.Arbitrary<unknown> {
  const rates =
    spoilOneIn === 1
      ? fc.constantFrom({ operator: 1, value: undefined }, { operator: undefined, value: 1 })
      : fc.constant({ operator: spoilOneIn, value: spoilOneIn });
  const operatorOf = (type: ListFieldType, rate: SpoilRate) =>
    spoiled(fc.constantFrom(...meaningfulOperators[type]), fc.constantFrom(...filterOperators), rate);
  return fc.tuple(typedFields(fields), rates).chain(([{ field, type }, rate]) =>
    operatorOf(type, rate.operator).chain((operator) =>
      fc.record({
        field: fc.constantFrom(field, field.toLowerCase()),
        operator: fc.constant(operator),
        value: valueFor(operator, type, words, rate.value),
      }),
    ),
  );
}

/**
 * Filter groups at and just beyond each limit of the filter language: nested `depth` levels, holding
 * `rules` rules, a rule listing `values` values (and more than a statement can bind), and `totalValues`
 * values in all, in as many full lists or over as many rules as may hold them. Their rules fit: only
 * the size is at stake.
 */
export function filterRulesAtLimits(fields: ListFields, words: readonly string[]): fc.Arbitrary<FilterRule> {
  const { depth, rules, values, totalValues } = filterRuleLimits;
  const rule = filterRuleLeaves(fields, words, undefined) as fc.Arbitrary<FilterRuleLeaf>;
  const group = (filterRules: FilterRule['filterRules']): FilterRule => ({ condition: 'and', filterRules });
  const nestedRule = (levels: number) =>
    rule.map((leaf) => {
      let outer = group([leaf]);
      for (let level = 1; level < levels; level += 1) outer = group([outer]);
      return outer;
    });
  const rulesOf = (count: number) => rule.map((leaf) => group(Array(count).fill(leaf)));
  const listsOf = (count: number, length: number) =>
    typedFields(fields).chain(({ field, type }) =>
      fittingValues(type, words).map((value) =>
        group(Array(count).fill({ field, operator: 'in', value: Array(length).fill(value) })),
      ),
    );
  const fullLists = Math.floor(totalValues / values);
  return fc.oneof(
    nestedRule(depth),
    nestedRule(depth + 1),
    rulesOf(rules),
    rulesOf(rules + 1),
    listsOf(1, values),
    listsOf(1, values + 1),
    listsOf(1, moreThanAStatementBinds),
    listsOf(fullLists, values),
    listsOf(fullLists + 1, values),
    listsOf(rules, Math.floor(totalValues / rules)),
  );
}

/** A type first, then one of its fields: each type takes its own path to the SQL, however few its fields. */
function typedFields(fields: ListFields): fc.Arbitrary<{ field: string; type: ListFieldType }> {
  const offeredTypes = listFieldTypes.filter((type) => Object.values(fields).includes(type));
  const fieldsOf = (type: ListFieldType) => Object.keys(fields).filter((name) => fields[name] === type);
  return fc.constantFrom(...offeredTypes).chain((type) => fc.constantFrom(...fieldsOf(type)).map((field) => ({ field, type })));
}

// What each type of field can be asked: text is matched by its letters, numbers and dates are
// ordered, and a yes or no is only ever equal or not.
const ordered = filterOperators.filter((operator) => operator !== 'contains' && operator !== 'begins_with');
const meaningfulOperators: Record<ListFieldType, readonly FilterOperator[]> = {
  text: filterOperators,
  integer: ordered,
  number: ordered,
  dateTime: ordered,
  boolean: ['equal', 'not_equal', 'in', 'is_null', 'is_not_null'],
};

function valueFor(
  operator: unknown,
  type: ListFieldType,
  words: readonly string[],
  spoilOneIn: SpoilRate,
): fc.Arbitrary<unknown> {
  const fitting = fittingValues(type, words);
  const value = spoiled(fitting, edgeValues(type, words), spoilOneIn);
  switch (operator) {
    case 'in':
      // A list's mistake is in its items, or it is its length: thousands of values that fit.
      return spoiledWithin(fc.array(value, { maxLength: 8 }), wideArrays(fitting), spoilOneIn);
    case 'is_null':
    case 'is_not_null':
      return spoiled(fc.constant(undefined), value, spoilOneIn);
    default:
      return value;
  }
}

function fittingValues(type: ListFieldType, words: readonly string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'text':
      return fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 20 }));
    case 'boolean':
      return fc.boolean();
    case 'dateTime':
      return isoDateTimes;
  }
}

// An ISO 8601 date-time as a client writes it: a local time from the year 1 to 9999, often the first
// or the last moment, and its offset, often the furthest from UTC.
const firstMoment = new Date('0001-01-01T00:00:00Z');
const lastMoment = new Date('9999-12-31T23:59:59Z');
const isoDateTimes = fc
  .tuple(
    fc.oneof(fc.date({ min: firstMoment, max: lastMoment, noInvalidDate: true }), fc.constantFrom(firstMoment, lastMoment)),
    fc.constantFrom('Z', '+01:00', '+14:00', '-14:00'),
  )
  .map(([date, offset]) => `${date.toISOString().slice(0, -1)}${offset}`);

const unbounded = { min: -Infinity, max: Infinity, minExcluded: false, maxExcluded: false, integer: false };
const unlimited = { minLength: 0, maxLength: Infinity, patterns: [] };

function edgeValues(type: ListFieldType, words: readonly string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
    case 'number':
      return numberEdges(unbounded);
    case 'text':
      return stringEdges(unlimited, words);
    case 'dateTime':
      return fc.constantFrom(...dateEdges);
    case 'boolean':
      return wrongKinds;
  }
}
