import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import * as contract from '@velo/api-client/contract';
import { getDiagnosticStatistic, getOrderList, getLocation, type Endpoint } from '@velo/api-client/contract';
import { valuesOf } from '../testing/fuzz/schemaArbitraries.ts';
import { defOf, type Schema } from '../testing/fuzz/schemaDefs.ts';
import { AppError } from './errors.ts';
import { namesMatcher } from './wireNames.ts';

const bodyNames = (endpoint: Endpoint) => namesMatcher(endpoint.body);

describe('namesMatcher', () => {
  it("writes a body's keys as the contract does, whatever their case", () => {
    expect(bodyNames(getDiagnosticStatistic)({ DoorId: 7, FROM: null })).toEqual({ doorId: 7, from: null });
    expect(namesMatcher(getLocation.query)({ ID: '3' })).toEqual({ id: '3' });
  });

  it("writes a filter's keys and operators as the contract does, at any depth", () => {
    const sent = {
      Sorting: 'creationtime desc',
      FilterRule: {
        Condition: 'AND',
        FilterRules: [
          { FIELD: 'locationId', Operator: 'Equal', Value: 4 },
          { condition: 'or', filterRules: [{ field: 'INVOICENAME', operator: 'Contains', value: 'Hansen' }] },
        ],
      },
    };
    // Field names and sort keys are the list's own: its fields match them whatever their case.
    expect(bodyNames(getOrderList)(sent)).toEqual({
      sorting: 'creationtime desc',
      filterRule: {
        condition: 'and',
        filterRules: [
          { field: 'locationId', operator: 'equal', value: 4 },
          { condition: 'or', filterRules: [{ field: 'INVOICENAME', operator: 'contains', value: 'Hansen' }] },
        ],
      },
    });
  });

  it('leaves names it does not know, and values that are data, as sent', () => {
    expect(bodyNames(getDiagnosticStatistic)({ doorID: 1, Secret: 'x' })).toEqual({ doorId: 1, Secret: 'x' });
    const rule = { field: 'PasswordHash', operator: 'equal', value: 'Equal' };
    expect(bodyNames(getOrderList)({ filterRule: { condition: 'and', filterRules: [rule] } })).toEqual({
      filterRule: { condition: 'and', filterRules: [rule] },
    });
  });

  it('refuses two keys of one object that differ only by case, naming the field', () => {
    const refusal = (() => {
      try {
        bodyNames(getOrderList)({
          filterRule: { condition: 'and', filterRules: [{ field: 'Id', Field: 'Id', operator: 'equal' }] },
        });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'Request.NotValid',
      validationErrors: [
        { message: '"field" is sent twice, as "field" and "Field": send it once.', members: ['filterRule.filterRules.0.field'] },
      ],
    });
  });

  it('stops at a depth no request reaches, leaving the rest for the schema to refuse', () => {
    let deep: unknown = { field: 'ID', operator: 'equal', value: 1 };
    for (let level = 0; level < 10_000; level += 1) deep = { Condition: 'and', FilterRules: [deep] };
    const matched = bodyNames(getOrderList)({ filterRule: deep }) as { filterRule: { condition: string } };
    expect(matched.filterRule.condition).toBe('and');
  });
});

// Any recasing of a valid request's names (an object's keys, an enum's values) is the same request:
// it parses to the same values. The names recased are found by walking the schema with the value,
// a union's branch being the one the value parses as.
describe('a valid request with its names in any case', () => {
  const endpoints = Object.values(contract as Record<string, unknown>).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
  );
  const parts = endpoints.flatMap((endpoint) =>
    (['query', 'body'] as const).flatMap((part) =>
      endpoint[part] ? [[`${contract.endpointName(endpoint)} ${part}`, endpoint[part]] as const] : [],
    ),
  );
  const vocabulary = { words: ['admin', 'Nora', 'Id', 'creationTime DESC'], numbers: [1, 2, 3] };

  it.each(parts)('%s parses the same', (_name, schema) => {
    fc.assert(
      fc.property(valuesOf(schema, vocabulary, undefined), fc.func(fc.boolean()), (value, upper) => {
        // Generated to fit the schema's kinds and bounds, a value may still break a refinement (a password's rule): refused the same then.
        const sent = schema.safeParse(value);
        const matched = schema.safeParse(namesMatcher(schema)(recaseNames(schema, value, upper)));
        expect(matched.success).toBe(sent.success);
        expect(matched.data).toEqual(sent.data);
      }),
      { seed: 20_260_102, numRuns: 40 },
    );
  });
});

/** Whether the letter at `index` of `name` is written upper case. */
type Upper = (name: string, index: number) => boolean;

const recased = (name: string, upper: Upper) =>
  [...name].map((letter, index) => (upper(name, index) ? letter.toUpperCase() : letter.toLowerCase())).join('');

function recaseNames(schema: Schema, value: unknown, upper: Upper): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [recased(key, upper), recaseNames(def.shape![key]!, item, upper)]),
      );
    }
    case 'enum':
      return typeof value === 'string' ? recased(value, upper) : value;
    case 'array':
      return Array.isArray(value) ? value.map((item) => recaseNames(def.element!, item, upper)) : value;
    case 'union': {
      const branch = def.options!.find((option) => safeParse(option, value).success);
      return branch ? recaseNames(branch, value, upper) : value;
    }
    case 'lazy':
      return recaseNames(def.getter!(), value, upper);
    case 'pipe':
      return recaseNames(defOf(def.in!).type === 'custom' ? def.out! : def.in!, value, upper);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return value === undefined || value === null ? value : recaseNames(def.innerType!, value, upper);
    default:
      return value;
  }
}
