import { describe, expect, it } from 'vitest';
import { orderFilterRule } from './orders.ts';

const none = { showAll: false, location: null, invoiceName: '' };

describe('orderFilterRule', () => {
  it('asks for unfinished orders only (Show all off, as the spec names the filter), unless all are shown', () => {
    expect(orderFilterRule(none)).toEqual({
      condition: 'and',
      filterRules: [{ field: 'ShowAll', operator: 'equal', value: false }],
    });
    expect(orderFilterRule({ ...none, showAll: true })).toBeNull();
  });

  it('narrows by location and an invoice name contained, trimmed', () => {
    expect(orderFilterRule({ showAll: true, location: 7, invoiceName: ' Nordmann ' })).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'LocationId', operator: 'equal', value: 7 },
        { field: 'InvoiceName', operator: 'contains', value: 'Nordmann' },
      ],
    });
  });

  it("narrows to one user's orders, unfinished unless all are shown", () => {
    expect(orderFilterRule({ showAll: false, user: 12 })).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'ShowAll', operator: 'equal', value: false },
        { field: 'UserId', operator: 'equal', value: 12 },
      ],
    });
    expect(orderFilterRule({ showAll: true, user: 12 })).toEqual({
      condition: 'and',
      filterRules: [{ field: 'UserId', operator: 'equal', value: 12 }],
    });
  });

  it('ignores a blank invoice name', () => {
    expect(orderFilterRule({ ...none, showAll: true, invoiceName: '  ' })).toBeNull();
  });
});
