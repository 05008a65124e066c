import { describe, expect, it } from 'vitest';
import { clientFilterRule } from './clientFilters.ts';

describe('clientFilterRule', () => {
  it('asks for the clients whose name or organisation e-mail contains the search', () => {
    expect(clientFilterRule({ search: ' nordlys ' })).toEqual({
      condition: 'or',
      filterRules: [
        { field: 'Name', operator: 'contains', value: 'nordlys' },
        { field: 'OrganizationEmail', operator: 'contains', value: 'nordlys' },
      ],
    });
  });

  it('asks for every client without a search', () => {
    expect(clientFilterRule({ search: ' ' })).toBeNull();
  });
});
