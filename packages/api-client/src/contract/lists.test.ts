import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { issuePaths } from '../testing/issuePaths.ts';
import { allOf, filterRule, listRequest, page } from './lists.ts';
import { locationListFields } from './locations.ts';

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
    expect(issuePaths(filterRule, { condition: 'and', filterRules: [{ ...nameContains, operator: 'like' }] })).toEqual([
      'filterRules.0',
    ]);
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

describe('allOf', () => {
  it('joins the given rules with and, leaving out the ones not given', () => {
    const showAll = false;
    const name = '';
    expect(
      allOf(locationListFields, [
        !showAll && { field: 'IsActive', operator: 'equal', value: true },
        name !== '' && { field: 'Name', operator: 'contains', value: name },
        { field: 'ClientId', operator: 'equal', value: 2 },
      ]),
    ).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'IsActive', operator: 'equal', value: true },
        { field: 'ClientId', operator: 'equal', value: 2 },
      ],
    });
  });

  it('is no filter at all without rules', () => {
    expect(allOf(locationListFields, [false, null, undefined])).toBeNull();
  });

  it('builds rules the contract accepts', () => {
    const rule = allOf(locationListFields, [{ field: 'Doors.LocalAccessKey', operator: 'equal', value: 'NB-1' }]);
    expect(issuePaths(filterRule, rule)).toEqual([]);
  });
});
