import { describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp({ config: { jwtSecret: 'a-secret-that-must-never-leave-the-server-0123456789' } });
const path = '/api/services/app/Configuration/GetConfiguration';

describe('Configuration/GetConfiguration', () => {
  it('shows an admin what the server runs with, and no secret', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const answer = await request(t.app, { method: 'GET', url: path, token: accessToken });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      currency: 'NOK',
      accessTokenMinutes: expect.any(Number),
      refreshTokenDays: expect.any(Number),
      smsProvider: 'Outbox (kept in the database, not delivered)',
      emailProvider: 'Outbox (kept in the database, not delivered)',
      lockProvider: 'Simulated locks',
      paymentProvider: 'Simulated payments (saved cards in the database)',
      database: t.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      demo: expect.any(Boolean),
    });
    expect(JSON.stringify(answer.envelope)).not.toContain('a-secret-that-must-never-leave');
  });

  it('refuses everyone but an admin', async () => {
    for (const userName of ['support', 'client', 'client-read']) {
      const { accessToken } = await signIn(t.app, userName);
      expect((await request(t.app, { method: 'GET', url: path, token: accessToken })).status, userName).toBe(403);
    }
    expect((await request(t.app, { method: 'GET', url: path })).status).toBe(401);
  });
});
