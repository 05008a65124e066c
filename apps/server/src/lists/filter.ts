import { and, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FilterOperator, FilterRule, FilterRuleLeaf, ListFieldType } from '@velo/api-client/contract';
import { invalidField } from '../http/errors.ts';
import type { ColumnField, ConditionField, ListFieldSet } from './listFields.ts';

type Scalar = string | number | boolean | Date;

/**
 * The SQL condition of a `filterRule` over the fields a resource offers, built with drizzle's
 * operators only. A field not offered, an operator that does not fit it or a value of the wrong
 * type is a 400 naming the field. The contract's schema has already bounded the rule's depth, its
 * number of rules and of values, so the recursion here stays shallow and the query's parameters few.
 */
export function filterCondition(rule: FilterRule | null | undefined, fields: ListFieldSet): SQL | undefined {
  if (!rule) return undefined;

  function group(node: FilterRule): SQL | undefined {
    const parts = node.filterRules.map((child) => ('condition' in child ? group(child) : leaf(child)));
    return node.condition === 'or' ? or(...parts) : and(...parts);
  }

  function leaf(node: FilterRuleLeaf): SQL {
    const field = fields.find(node.field);
    if (!field) throw invalidField(node.field, `Lists cannot be filtered by "${node.field}".`);
    if ('condition' in field) return conditionOf(field, node);
    const comparison = compare(field, node);
    return field.around ? field.around(comparison) : comparison;
  }

  return group(rule);
}

function conditionOf(field: ConditionField, { field: name, operator, value }: FilterRuleLeaf): SQL {
  if (operator !== 'equal') throw operatorMisfit(name, operator);
  return field.condition(scalar(field.type, name, value));
}

const operatorMisfit = (name: string, operator: FilterOperator) =>
  invalidField(name, `The operator "${operator}" does not apply to "${name}".`);

function compare(field: ColumnField, { field: name, operator, value }: FilterRuleLeaf): SQL {
  // Typed as a column for drizzle's overloads; an expression is bound and compared the same way.
  const column = (field.matchOn ?? field.column) as AnyPgColumn;
  const nullable = !field.matchOn && !field.column.notNull;
  if (!operatorFits(operator, field.type)) throw operatorMisfit(name, operator);
  switch (operator) {
    case 'is_null':
      return isNull(column);
    case 'is_not_null':
      return isNotNull(column);
    case 'in': {
      if (!Array.isArray(value)) throw invalidField(name, `"in" on "${name}" needs a list of values.`);
      return inArray(
        column,
        value.map((item) => scalar(field.type, name, item)),
      );
    }
    case 'equal':
      return value === null ? isNull(column) : eq(column, scalar(field.type, name, value));
    case 'not_equal':
      if (value === null) return isNotNull(column);
      // "Not this value" includes rows without a value, as the original back-end's LINQ does.
      return nullable
        ? or(ne(column, scalar(field.type, name, value)), isNull(column))!
        : ne(column, scalar(field.type, name, value));
    case 'contains':
      return ilike(column, `%${escapeLike(text(name, value))}%`);
    case 'begins_with':
      return ilike(column, `${escapeLike(text(name, value))}%`);
    case 'gt':
      return gt(column, scalar(field.type, name, value));
    case 'gte':
      return gte(column, scalar(field.type, name, value));
    case 'lt':
      return lt(column, scalar(field.type, name, value));
    case 'lte':
      return lte(column, scalar(field.type, name, value));
  }
}

function operatorFits(operator: FilterOperator, type: ListFieldType): boolean {
  switch (operator) {
    case 'contains':
    case 'begins_with':
      return type === 'text';
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return type !== 'boolean';
    default:
      return true;
  }
}

// Integer list fields are SQL `integer` columns: a value beyond 32 bits would break the query.
const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

const expected: Record<ListFieldType, string> = {
  integer: `a whole number from ${int32.min} to ${int32.max}`,
  number: 'a number',
  text: 'text',
  boolean: 'true or false',
  dateTime: 'an ISO 8601 date or time from the year 1 to 9999',
};

const isoDateOrTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

// The moment, once in UTC, must fall in the years 1 to 9999: PostgreSQL has no year 0, and a
// JavaScript date past 9999 is written `+010000-…`, which PostgreSQL cannot read.
const isDateTime = (value: unknown): value is string => {
  if (typeof value !== 'string' || !isoDateOrTime.test(value)) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

function scalar(type: ListFieldType, name: string, value: unknown): Scalar {
  const fits =
    (type === 'integer' && Number.isInteger(value) && (value as number) >= int32.min && (value as number) <= int32.max) ||
    (type === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
    (type === 'text' && typeof value === 'string') ||
    (type === 'boolean' && typeof value === 'boolean') ||
    (type === 'dateTime' && isDateTime(value));
  if (!fits) throw invalidField(name, `"${name}" expects ${expected[type]}.`);
  return type === 'dateTime' ? new Date(value as string) : (value as Scalar);
}

function text(name: string, value: unknown): string {
  if (typeof value !== 'string') throw invalidField(name, `"${name}" expects ${expected.text}.`);
  return value;
}

/** A text matched literally by LIKE/ILIKE: its `%`, `_` and backslash escaped (PostgreSQL's default escape character). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
