import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { authenticate, request } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

describe('GET /api/dev/outbox', () => {
  it('lists what was sent, newest first, with the demo on', async () => {
    await authenticate(t.app, { userNameOrEmailAddress: 'admin2fa', password: 'Demo1234!' });
    const answer = await request(t.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(answer.status).toBe(200);
    expect(answer.result.items[0]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      to: '4790055667',
      subject: null,
      text: expect.stringMatching(/^Your Velo sign-in code is \d{4}$/),
      creationTime: expect.any(String),
    });
  });

  it('does not exist without the demo', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ demo: false }), logger: false });
    try {
      const answer = await request(app, { method: 'GET', url: '/api/dev/outbox' });
      expect(answer.status).toBe(404);
      expect(answer.success).toBe(false);
    } finally {
      await app.close();
    }
  });
});
