import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { listOf, sortKeysOf } from './listFields.ts';

const endpoints = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, contract.Endpoint] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'method' in entry[1],
);

const bodyKeys = (endpoint: contract.Endpoint) =>
  Object.keys((endpoint.body?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

describe('list definitions', () => {
  it('sort by every field but those named filter-only', () => {
    const list = listOf({ Id: 'integer', Name: 'text', Search: 'text' }, ['Search']);
    expect(sortKeysOf(list)).toEqual(['Id', 'Name']);
    expect(sortKeysOf(listOf({ Id: 'integer' }))).toEqual(['Id']);
  });

  it('are declared by every endpoint whose request may be sorted or filtered, and only by those', () => {
    const sortedOrFiltered = endpoints.filter(([, endpoint]) =>
      bodyKeys(endpoint).some((key) => key === 'sorting' || key === 'filterRule'),
    );
    expect(sortedOrFiltered.length).toBeGreaterThanOrEqual(18);
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.list !== undefined, name).toBe(sortedOrFiltered.some(([listName]) => listName === name));
    }
  });

  it("name only their own fields filter-only: the orders list's location and Show all", () => {
    expect(sortKeysOf(contract.getOrderList.list)).toEqual([
      'Id',
      'Status',
      'PaymentStatus',
      'InvoiceName',
      'CreationTime',
      'UserId',
    ]);
    for (const [name, endpoint] of endpoints) {
      if (!endpoint.list) continue;
      for (const field of endpoint.list.filterOnly) expect(Object.keys(endpoint.list.fields), name).toContain(field);
    }
  });
});
