import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { filterRuleLimits } from '@velo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type LogLevel } from '../config.ts';
import type { Database } from '../db/database.ts';
import { request, signIn } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { loggerOptions } from './logging.ts';

let database: Database;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app over the test database whose log lines land in `lines`. */
async function appLoggingAt(level: LogLevel) {
  const lines: string[] = [];
  const app = await buildApp({
    db: database.db,
    config: testConfig(),
    logger: loggerOptions(level, { write: (line) => lines.push(line) }),
  });
  apps.push(app);
  return { app, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the log', () => {
  it('leaves requests out at the default level, warn', async () => {
    expect(loadConfig({}, []).logLevel).toBe('warn');
    const { app, lines } = await appLoggingAt(loadConfig({}, []).logLevel);
    await signIn(app, 'admin');
    await request(app, { method: 'GET', url: '/api/services/app/Location/GetListAllLocations' });
    expect(lines).toEqual([]);
  });

  it('reads the level from LOG_LEVEL, and refuses one it does not know', () => {
    expect(loadConfig({ LOG_LEVEL: 'info' }, []).logLevel).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, [])).toThrow('LOG_LEVEL must be one of');
  });

  it('never holds a refresh token sent in the URL, even when every request is logged', async () => {
    const { app, lines, entries } = await appLoggingAt('info');
    const { refreshToken } = await signIn(app, 'admin');
    const refreshed = await request(app, {
      method: 'POST',
      url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}`,
    });
    expect(refreshed.status).toBe(200);
    const logged = lines.join('');
    expect(logged).not.toContain(refreshToken);
    expect(logged).not.toContain(encodeURIComponent(refreshToken));
    expect(logged).not.toContain(refreshed.result.refreshToken);
    expect(entries().map((entry) => (entry.req as { url?: string } | undefined)?.url)).toContain(
      '/api/TokenAuth/RefreshToken?refreshToken=redacted',
    );
  });

  it("writes a failed query with the request's id and without its parameters", async () => {
    const { app, lines, entries } = await appLoggingAt('warn');
    const { accessToken } = await signIn(app, 'admin');
    // As many values as a rule may hold: the query fails on the renamed column, not on the list.
    const names = Array.from({ length: filterRuleLimits.values }, (_, index) => `kept-out-of-the-log-${index}`);
    await database.db.execute(sql`alter table locations rename column name to name_gone`);
    try {
      const answer = await request(app, {
        method: 'POST',
        url: '/api/services/app/Location/GetList',
        token: accessToken,
        body: { filterRule: { condition: 'and', filterRules: [{ field: 'Name', operator: 'in', value: names }] } },
      });
      expect(answer.status).toBe(500);
    } finally {
      await database.db.execute(sql`alter table locations rename column name_gone to name`);
    }
    expect(lines.join('')).not.toContain('kept-out-of-the-log');
    expect(lines.join('').length).toBeLessThan(5000);
    expect(entries()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        reqId: expect.any(String),
        err: expect.objectContaining({ type: 'DrizzleQueryError', message: expect.stringContaining('name') }),
      }),
    ]);
  });

  it('writes a client that left before its answer at info, not as an error', async () => {
    const { app, entries } = await appLoggingAt('info');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { accessToken } = await signIn(app, 'admin');
    const listCall = {
      method: 'POST',
      url: '/api/services/app/Order/GetList',
      token: accessToken,
      body: { maxResultCount: 1000 },
    };
    // Larger than what is compressed in one go: the answer goes out through a compressing stream.
    expect(JSON.stringify((await request(app, listCall)).result).length).toBeGreaterThan(64 * 1024);
    const before = entries().length;

    // The orders stay locked until the client has gone, so the answer is ready only after that.
    await database.db.transaction(async (transaction) => {
      await transaction.execute(sql`lock table orders in access exclusive mode`);
      const arrived = once(app.server, 'request') as Promise<[IncomingMessage]>;
      const call = httpRequest({
        host: '127.0.0.1',
        port: (app.server.address() as AddressInfo).port,
        method: listCall.method,
        path: listCall.url,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      });
      call.on('error', () => {}); // the client's own end of the connection it closes
      call.end(JSON.stringify(listCall.body));
      const [arrivedRequest] = await arrived;
      call.destroy();
      await once(arrivedRequest.socket, 'close');
    });

    const linesOfTheCall = () => entries().slice(before);
    await vi.waitFor(() => expect(linesOfTheCall().length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(linesOfTheCall()).toEqual([
      expect.objectContaining({ level: 30, msg: 'incoming request' }),
      expect.objectContaining({ level: 30, msg: 'the client closed the connection before its answer was sent' }),
    ]);
  });
});
