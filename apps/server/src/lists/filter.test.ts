import { listOf, type FilterRule } from '@velo/api-client/contract';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { filterCondition } from './filter.ts';
import { listFieldSet } from './listFields.ts';

// No list offers a number field yet; the rule for one is checked here on a made-up list.
const fields = listFieldSet(listOf({ FiatBalance: 'number' }), { FiatBalance: { column: users.fiatBalance } });
const balance = (value: unknown): FilterRule => ({
  condition: 'and',
  filterRules: [{ field: 'FiatBalance', operator: 'gt', value } as FilterRule['filterRules'][number]],
});

function refusalOf(rule: FilterRule): unknown {
  try {
    filterCondition(rule, fields);
  } catch (error) {
    return error;
  }
  return 'no refusal';
}

describe('filterCondition on a number field', () => {
  it('takes whole and decimal numbers', () => {
    expect(refusalOf(balance(12))).toBe('no refusal');
    expect(refusalOf(balance(-0.5))).toBe('no refusal');
  });

  it('refuses text, even of digits, and true or false', () => {
    for (const value of ['12.5', 'much', true]) {
      expect(refusalOf(balance(value)), JSON.stringify(value)).toMatchObject({
        status: 400,
        code: 'Request.NotValid',
        validationErrors: [{ message: '"FiatBalance" expects a number.', members: ['FiatBalance'] }],
      });
    }
  });
});

const created = listFieldSet(listOf({ CreationTime: 'dateTime' }), { CreationTime: { column: users.creationTime } });
const createdAfter = (value: unknown): FilterRule => ({
  condition: 'and',
  filterRules: [{ field: 'CreationTime', operator: 'gte', value } as FilterRule['filterRules'][number]],
});
const refusalOnCreated = (value: string) => {
  try {
    filterCondition(createdAfter(value), created);
  } catch (error) {
    return error;
  }
  return 'no refusal';
};

describe('filterCondition on a date-time field', () => {
  it('takes an ISO 8601 date, or a time with its offset written with or without a colon', () => {
    for (const value of ['2026-03-01', '2026-03-01T10:00Z', '2026-03-01T10:00:00+01:00', '2026-03-01T10:00:00.5+0100']) {
      expect(refusalOnCreated(value), value).toBe('no refusal');
    }
  });

  it('refuses what a JavaScript date would read but ISO 8601 does not say: a space for the T, a signed year', () => {
    for (const value of ['2026-03-01 10:00', '+002026-03-01']) {
      expect(refusalOnCreated(value), value).toMatchObject({ status: 400, validationErrors: [{ members: ['CreationTime'] }] });
    }
  });
});
