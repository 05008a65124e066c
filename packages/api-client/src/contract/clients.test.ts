import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleClient } from '../testing/samples.ts';
import { getAllClients } from './clients.ts';

describe('getAllClients', () => {
  it('pages up to 1000 clients by default', () => {
    expect(getAllClients.query?.parse({})).toEqual({ skipCount: 0, maxResultCount: 1000 });
    expect(issuePaths(getAllClients.query, { maxResultCount: '1001' })).toEqual(['maxResultCount']);
  });

  it('answers a page of clients', () => {
    expect(issuePaths(getAllClients.result, { items: [sampleClient], totalCount: 1 })).toEqual([]);
    expect(issuePaths(getAllClients.result, { items: [{ ...sampleClient, id: 0 }], totalCount: 1 })).toEqual(['items.0.id']);
  });
});
