import { describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

describe('HEAD on the API', () => {
  it('runs no GET handler: a HEAD of LogOut leaves the session alive', async () => {
    const { accessToken, userId } = await signIn(t.app, 'admin');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/TokenAuth/LogOut',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const stillSignedIn = await request(t.app, {
      method: 'GET',
      url: `/api/services/app/User/GetUserById?id=${userId}`,
      token: accessToken,
    });
    expect(stillSignedIn.status).toBe(200);
    expect(head.statusCode).toBe(405);
  });

  it('is answered 405 in the envelope, like any method a path does not take', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    for (const url of ['/api/services/app/Location/GetListAllLocations', '/api/dev/outbox']) {
      const head = await t.app.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${accessToken}` } });
      expect(head.statusCode, url).toBe(405);
      expect(head.headers.allow, url).toBe('GET');
      expect(head.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
