import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { clients, locations, users } from './db/schema/index.ts';
import { startApp } from './startApp.ts';
import { request } from './testing/requests.ts';
import { testConfig } from './testing/testConfig.ts';
import { openEmptyTestDatabase } from './testing/testDatabase.ts';

describe('the production start on a new database', () => {
  let database: Database;
  let app: FastifyInstance;
  let seeded: boolean;

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    // What `start:production` passes, with no DEMO in the environment.
    const { demo } = loadConfig({}, ['--production']);
    ({ app, seeded } = await startApp(database, testConfig({ demo }), false));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds nothing: no user, client or location', async () => {
    expect(seeded).toBe(false);
    for (const table of [users, clients, locations]) {
      const [rows] = await database.db.select({ rows: count() }).from(table);
      expect(rows?.rows).toBe(0);
    }
  });

  it('has no outbox: GET /api/dev/outbox answers 404', async () => {
    const answer = await request(app, { method: 'GET', url: '/api/dev/outbox' });
    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('Request.NotFound');
  });
});
