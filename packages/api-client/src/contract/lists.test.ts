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

describe('filterRule limits', () => {
  const leaf = { field: 'Id', operator: 'gt', value: 0 };
  const group = (filterRules: unknown[]) => ({ condition: 'and', filterRules });
  const leaves = (count: number) => Array.from({ length: count }, () => leaf);
  const nestedGroups = (depth: number, innermost: unknown = leaf) => {
    let rule = group([innermost]);
    for (let level = 1; level < depth; level += 1) rule = group([rule]);
    return rule;
  };
  const inRule = (count: number) => ({ field: 'Id', operator: 'in', value: Array.from({ length: count }, (_, i) => i) });
  const inValues = (count: number) => group([inRule(count)]);
  const refusal = (value: unknown) =>
    filterRule.safeParse(value).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

  const tooDeep = [{ path: '', message: 'Filters may be nested 8 levels deep at most.' }];
  const tooManyRules = [{ path: '', message: 'A filter may have 200 rules at most.' }];
  const tooManyValues = [{ path: '', message: 'A filter rule may list 100 values at most.' }];
  const tooManyValuesInAll = [{ path: '', message: 'A filter may list 1000 values at most over all its rules.' }];

  it('nests groups 8 levels deep, the outer group being the first', () => {
    expect(refusal(nestedGroups(8))).toEqual([]);
    expect(refusal(nestedGroups(9))).toEqual(tooDeep);
  });

  it('refuses a rule nested far deeper before parsing any of it, without running out of stack', () => {
    // The innermost rule is also malformed: only the depth is reported, so the groups were never parsed.
    expect(refusal(nestedGroups(1_000, { field: 'Id', operator: 'like' }))).toEqual(tooDeep);
    expect(refusal(nestedGroups(100_000))).toEqual(tooDeep);
  });

  it('holds 200 rules in all its groups, a nested group counting as one', () => {
    expect(refusal(group(leaves(200)))).toEqual([]);
    expect(refusal(group(leaves(201)))).toEqual(tooManyRules);
    expect(refusal(group([group(leaves(99)), group(leaves(99))]))).toEqual([]);
    expect(refusal(group([group(leaves(100)), group(leaves(99))]))).toEqual(tooManyRules);
    expect(refusal(group(Array.from({ length: 201 }, () => group([]))))).toEqual(tooManyRules);
  });

  it('refuses tens of thousands of rules before parsing them', () => {
    expect(refusal(group([...leaves(69_999), { field: 'Id', operator: 'like' }]))).toEqual(tooManyRules);
  });

  it('lets a rule list 100 values', () => {
    expect(refusal(inValues(100))).toEqual([]);
    expect(refusal(inValues(101))).toEqual(tooManyValues);
    expect(refusal(nestedGroups(3, inRule(101)))).toEqual(tooManyValues);
    expect(refusal(inValues(70_000))).toEqual(tooManyValues);
  });

  it('lets all its rules list 1000 values, however they are grouped', () => {
    const tenFull = Array.from({ length: 10 }, () => inRule(100));
    expect(refusal(group(tenFull))).toEqual([]);
    expect(refusal(group([...tenFull, inRule(1)]))).toEqual(tooManyValuesInAll);
    expect(refusal(group([group(tenFull.slice(0, 5)), nestedGroups(4, group(tenFull.slice(5))), inRule(1)]))).toEqual(
      tooManyValuesInAll,
    );
  });

  it('reports a limit under the filterRule of a list request', () => {
    expect(issuePaths(listRequest, { filterRule: nestedGroups(9) })).toEqual(['filterRule']);
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

  it('says a capped total is capped, and keeps the flag', () => {
    const numbers = page(z.number());
    const capped = { items: [1], totalCount: 10_000, totalCountIsCapped: true };
    expect(numbers.parse(capped)).toEqual(capped);
    expect(numbers.parse({ items: [1], totalCount: 1 })).toEqual({ items: [1], totalCount: 1 });
  });

  it('refuses a capped flag that is not true: an exact total leaves it out', () => {
    const numbers = page(z.number());
    expect(issuePaths(numbers, { items: [], totalCount: 0, totalCountIsCapped: false })).toEqual(['totalCountIsCapped']);
    expect(issuePaths(numbers, { items: [], totalCount: 0, totalCountIsCapped: 'yes' })).toEqual(['totalCountIsCapped']);
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
