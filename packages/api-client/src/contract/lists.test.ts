import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuePaths } from '../testing/issuePaths.ts';
import { filterRule, listRequest, page } from './lists.ts';

const nameContains = { field: 'Name', operator: 'contains', value: 'Central' };
const nested = (leaf: object) => ({
  condition: 'and',
  filterRules: [nameContains, { condition: 'or', filterRules: [{ field: 'LocationId', operator: 'in', value: [1, 2] }, leaf] }],
});

describe('filterRule', () => {
  it('nests rules and groups', () => {
    expect(issuePaths(filterRule, nested({ field: 'Door.LocationId', operator: 'is_null' }))).toEqual([]);
  });

  it('refuses an unknown operator, however deep', () => {
    expect(issuePaths(filterRule, { condition: 'and', filterRules: [{ ...nameContains, operator: 'like' }] })).toEqual(['filterRules.0']);
    expect(issuePaths(filterRule, nested({ field: 'Name', operator: 'like', value: 'x' }))).toEqual(['filterRules.1']);
  });

  it('refuses an unknown condition', () => {
    expect(issuePaths(filterRule, { condition: 'xor', filterRules: [] })).toEqual(['condition']);
  });
});

describe('listRequest', () => {
  it('fills in the paging defaults', () => {
    expect(listRequest.parse({})).toEqual({ skipCount: 0, maxResultCount: 10 });
  });

  it('refuses a negative skip and an unknown field', () => {
    expect(issuePaths(listRequest, { skipCount: -1 })).toEqual(['skipCount']);
    expect(issuePaths(listRequest, { page: 2 })).toEqual(['']);
  });
});

describe('page', () => {
  it('holds items and a total count', () => {
    const numbers = page(z.number());
    expect(issuePaths(numbers, { items: [1, 2], totalCount: 2 })).toEqual([]);
    expect(issuePaths(numbers, { items: [1, 'two'], totalCount: 2 })).toEqual(['items.1']);
  });
});
