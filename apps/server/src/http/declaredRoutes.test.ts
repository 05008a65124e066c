import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@velo/api-client/contract';
import { buildApp } from '../app.ts';
import { isDocsRoute } from '../openapi/apiDocs.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { testConfig } from '../testing/testConfig.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const isEndpoint = (value: unknown): value is contract.Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'result' in value;
const contractRoutes = Object.values(contract as Record<string, unknown>)
  .filter(isEndpoint)
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

// Which access each route declares is checked, route by route and role by role, in declaredAccess.test.ts.
describe('the app', () => {
  // Built inside the test rather than in beforeAll: a registration that throws fails this test,
  // where in beforeAll it would only skip the tests after it.
  it('starts with every endpoint of the contract (the demo outbox with the demo on) declared once, and nothing else', async () => {
    const app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    try {
      await app.ready();
      // The API docs' own routes document the contract rather than being part of it.
      const declared = app.declaredRoutes
        .filter((route) => !isDocsRoute(route.url))
        .map((route) => `${route.method} ${route.url}`);
      expect(contractRoutes.length).toBeGreaterThanOrEqual(31);
      expect([...declared].sort()).toEqual([...contractRoutes].sort());
    } finally {
      await app.close();
    }
  });
});
