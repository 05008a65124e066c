import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleUser } from '../testing/samples.ts';
import { getUserById } from './users.ts';

describe('getUserById', () => {
  it('takes a positive id, also as a query string', () => {
    expect(issuePaths(getUserById.query, { id: 5 })).toEqual([]);
    expect(issuePaths(getUserById.query, { id: '5' })).toEqual([]);
    expect(issuePaths(getUserById.query, { id: 0 })).toEqual(['id']);
  });

  it('answers a user', () => {
    expect(issuePaths(getUserById.result, sampleUser)).toEqual([]);
    expect(issuePaths(getUserById.result, { ...sampleUser, client: { id: 2, name: 'Oslo' }, clientId: 2 })).toEqual([]);
    expect(issuePaths(getUserById.result, { ...sampleUser, client: { id: 2 }, clientId: 2 })).toEqual(['client.name']);
    expect(issuePaths(getUserById.result, { ...sampleUser, accessLevel: 3 })).toEqual(['accessLevel']);
    expect(issuePaths(getUserById.result, { ...sampleUser, creationTime: '2024-05-01 08:00' })).toEqual(['creationTime']);
  });
});
