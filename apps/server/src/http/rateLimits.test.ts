import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateLimitCounts } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { testConfig } from '../testing/testConfig.ts';

const config = {
  rateLimits: { public: { max: 6, windowSeconds: 60 }, codeSending: { max: 2, windowSeconds: 600 } },
};
const t = useTestApp({ config });

// A second server on the same database, as behind a load balancer.
let otherServer: FastifyInstance;
beforeAll(async () => {
  otherServer = await buildApp({ db: t.db, config: testConfig(config), clock: t.clock, logger: false });
});
afterAll(async () => {
  await otherServer?.close();
});

const resetCode = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/SendPasswordResetCode',
    payload: { emailAddress: 'someone@example.test' },
    remoteAddress,
  });

// A public call that sends nothing: 400 for a code that does not exist, until the limit refuses it.
const checkResetCode = (remoteAddress: string, server = t.app) =>
  server.inject({ method: 'POST', url: '/api/Account/CheckPasswordResetCode?code=NOSUCHCODE1', remoteAddress });

describe('the rate limit of the public routes', () => {
  it('lets a code-sending call through twice per address, then answers 429 in the envelope with a clear message', async () => {
    expect((await resetCode('10.0.0.1')).statusCode).toBe(200);
    expect((await resetCode('10.0.0.1')).statusCode).toBe(200);
    const refused = await resetCode('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      result: null,
      __abp: true,
      error: { code: 'Request.TooMany', message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/) },
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address has its own count.
    expect((await resetCode('10.0.0.2')).statusCode).toBe(200);
  });

  it('counts all public calls of an address together under the wider limit', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await checkResetCode('10.0.0.3')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  it('counts the calls made to every server sharing the database together', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await checkResetCode('10.0.0.4', i % 2 === 0 ? t.app : otherServer)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  it('counts calls made at once to both servers one by one: of ten, the six the limit allows go through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkResetCode('10.0.0.6', i % 2 === 0 ? t.app : otherServer)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429, 429, 429]);
  });

  it('counts again in the next window, and the rows of windows that have ended are deleted', async () => {
    const check = () => checkResetCode('10.0.0.5');
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await check()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    t.clock.advanceSeconds(60);
    expect((await check()).statusCode).toBe(400);
    t.clock.advanceSeconds(600);
    expect((await check()).statusCode).toBe(400);
    const rows = await t.db.select().from(rateLimitCounts);
    expect(rows).toEqual([expect.objectContaining({ key: '10.0.0.5|public', calls: 1 })]);
  });

  it('does not limit signed-in calls (more of them than the public limit, from the address that signed in)', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    for (let i = 0; i < 10; i++) {
      const answer = await request(t.app, {
        method: 'GET',
        url: '/api/services/app/Profile/GetUserSettings',
        token: accessToken,
      });
      expect(answer.status).toBe(200);
    }
  });
});

describe('the rate limits in the configuration', () => {
  it('are roomy for sign-ins and tight for code-sending calls by default, and set from the environment', () => {
    expect(loadConfig({}, []).rateLimits).toEqual({
      public: { max: 300, windowSeconds: 60 },
      codeSending: { max: 20, windowSeconds: 600 },
    });
    const set = loadConfig({ PUBLIC_RATE_LIMIT_PER_MINUTE: '50', CODE_RATE_LIMIT_PER_10_MINUTES: '3' }, []).rateLimits;
    expect(set).toEqual({ public: { max: 50, windowSeconds: 60 }, codeSending: { max: 3, windowSeconds: 600 } });
    expect(() => loadConfig({ CODE_RATE_LIMIT_PER_10_MINUTES: '0' }, [])).toThrow(/CODE_RATE_LIMIT_PER_10_MINUTES/);
  });
});
