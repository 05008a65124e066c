import { describe, expect, it } from 'vitest';
import { locationFilterRule } from './locations.ts';

const none = { showAll: false, client: null, name: '', key: '' };

describe('locationFilterRule', () => {
  it('asks for active locations only, unless all are shown', () => {
    expect(locationFilterRule(none)).toEqual({
      condition: 'and',
      filterRules: [{ field: 'IsActive', operator: 'equal', value: true }],
    });
    expect(locationFilterRule({ ...none, showAll: true })).toBeNull();
  });

  it('narrows by client, a name contained and a door access key, with the typed text trimmed', () => {
    expect(locationFilterRule({ showAll: true, client: 2, name: ' Sentrum ', key: ' NB-00AA11 ' })).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'ClientId', operator: 'equal', value: 2 },
        { field: 'Name', operator: 'contains', value: 'Sentrum' },
        { field: 'Doors.LocalAccessKey', operator: 'equal', value: 'NB-00AA11' },
      ],
    });
  });

  it('ignores blank search boxes', () => {
    expect(locationFilterRule({ ...none, showAll: true, name: '   ', key: ' ' })).toBeNull();
  });
});
