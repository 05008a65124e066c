import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { getAllCountries, getLanguages } from './lookups.ts';

describe('getAllCountries', () => {
  it('takes paging up to 100 a page, all 100 by default', () => {
    expect(getAllCountries.query!.parse({})).toEqual({ skipCount: 0, maxResultCount: 100 });
    expect(issuePaths(getAllCountries.query, { skipCount: '10', maxResultCount: '100' })).toEqual([]);
    expect(issuePaths(getAllCountries.query, { maxResultCount: '101' })).toEqual(['maxResultCount']);
    expect(issuePaths(getAllCountries.query, { maxResultCount: '0', skipCount: '-1' })).toEqual(['skipCount', 'maxResultCount']);
  });

  it('answers a page of countries', () => {
    expect(issuePaths(getAllCountries.result, { items: [{ id: 1, name: 'Norway' }], totalCount: 4 })).toEqual([]);
    expect(issuePaths(getAllCountries.result, { items: [{ id: 1 }], totalCount: 4 })).toEqual(['items.0.name']);
  });
});

describe('getLanguages', () => {
  it('answers the languages with their display names', () => {
    expect(issuePaths(getLanguages.result, [{ id: 1, name: 'en', displayName: 'English' }])).toEqual([]);
    expect(issuePaths(getLanguages.result, [{ id: 1, name: 'en' }])).toEqual(['0.displayName']);
  });
});
