import { describe, expect, it } from 'vitest';
import { groupFilterRule, groupUserSearchRule } from './groupFilters.ts';

describe('groupFilterRule', () => {
  it('asks for the groups whose name contains the search, trimmed', () => {
    expect(groupFilterRule({ search: ' Staff ' })).toEqual({
      condition: 'and',
      filterRules: [{ field: 'Name', operator: 'contains', value: 'Staff' }],
    });
    expect(groupFilterRule({ search: '  ' })).toBeNull();
  });
});

describe('groupUserSearchRule', () => {
  it('matches a name, a surname or a phone number', () => {
    expect(groupUserSearchRule(' 4791 ')).toEqual({
      condition: 'or',
      filterRules: [
        { field: 'Name', operator: 'contains', value: '4791' },
        { field: 'Surname', operator: 'contains', value: '4791' },
        { field: 'UserName', operator: 'contains', value: '4791' },
      ],
    });
    expect(groupUserSearchRule('')).toBeNull();
  });
});
