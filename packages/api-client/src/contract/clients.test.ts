import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleClient } from '../testing/samples.ts';
import { getAllClients } from './clients.ts';

describe('getAllClients', () => {
  it('asks for 1000 clients by default and allows up to 2000 (the locations filter)', () => {
    expect(getAllClients.query?.parse({})).toEqual({ skipCount: 0, maxResultCount: 1000 });
    expect(issuePaths(getAllClients.query, { maxResultCount: '2000' })).toEqual([]);
    expect(issuePaths(getAllClients.query, { maxResultCount: '2001' })).toEqual(['maxResultCount']);
  });

  it('skips any number of clients but not a negative one', () => {
    expect(issuePaths(getAllClients.query, { skipCount: '20' })).toEqual([]);
    expect(issuePaths(getAllClients.query, { skipCount: '-1' })).toEqual(['skipCount']);
  });

  it('answers a page of clients', () => {
    expect(issuePaths(getAllClients.result, { items: [sampleClient], totalCount: 1 })).toEqual([]);
    expect(issuePaths(getAllClients.result, { items: [{ ...sampleClient, id: 0 }], totalCount: 1 })).toEqual(['items.0.id']);
  });
});
