import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { clients, locations, orders, users } from './db/schema/index.ts';
import { demoPassword } from './seed/demoSignIns.ts';
import { startApp } from './startApp.ts';
import { authenticate, request } from './testing/requests.ts';
import { testConfig } from './testing/testConfig.ts';
import { openEmptyTestDatabase } from './testing/testDatabase.ts';

describe('the production start on a new database', () => {
  let database: Database;
  let app: FastifyInstance;
  let demoSeed: Promise<void> | null;

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    // What `start:production` passes, with no DEMO in the environment.
    const { demo } = loadConfig({}, ['--production']);
    ({ app, demoSeed } = await startApp(database, testConfig({ demo }), false));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds nothing: no user, client or location', async () => {
    expect(demoSeed).toBeNull();
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

describe('the demo start on a new database', () => {
  const consoleDir = mkdtempSync(join(tmpdir(), 'velo-console-'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Velo</title>');
  let database: Database;
  let app: FastifyInstance;
  let demoSeed: Promise<void> | null;
  let seeded = false;

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    ({ app, demoSeed } = await startApp(database, testConfig({ consoleDir }), false));
    void demoSeed?.then(() => (seeded = true));
  });
  afterAll(async () => {
    await demoSeed;
    await app?.close();
    await database?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('serves the console while the demo is seeded', async () => {
    expect(demoSeed).not.toBeNull();
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Velo</title>');
    expect(seeded).toBe(false);
  });

  it('answers API calls once the demo is in, even one refused without reading anything; admin signs in at the first try', async () => {
    const signedOut = await request(app, { method: 'POST', url: '/api/services/app/Location/GetList', body: {} });
    expect(seeded).toBe(true);
    expect(signedOut.status).toBe(401);
    const signIn = await authenticate(app, { userNameOrEmailAddress: 'admin', password: demoPassword });
    expect(signIn.status).toBe(200);
    expect(signIn.result.accessToken).toEqual(expect.any(String));
    const [seededOrders] = await database.db.select({ rows: count() }).from(orders);
    expect(seededOrders?.rows).toBe(2500);
  }, 120_000);

  it('seeds nothing on the next start', async () => {
    const next = await startApp(database, testConfig({ consoleDir }), false);
    await next.app.close();
    expect(next.demoSeed).toBeNull();
    const [staff] = await database.db.select({ rows: count() }).from(users);
    expect(staff?.rows).toBe(3005);
  }, 60_000);
});
