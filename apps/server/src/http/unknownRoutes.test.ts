import { describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

describe('a method the path does not take', () => {
  it('is 405 with the methods it takes in Allow, in the envelope, before any sign-in is asked for', async () => {
    const answer = await request(t.app, { method: 'GET', url: '/api/services/app/Location/Activate?id=1' });
    expect(answer.status).toBe(405);
    expect(answer.envelope).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: 'Request.MethodNotAllowed',
        message: '/api/services/app/Location/Activate takes POST, not GET.',
        details: null,
        validationErrors: null,
      },
      unAuthorizedRequest: false,
      __abp: true,
    });
    const response = await t.app.inject({ method: 'DELETE', url: '/api/services/app/Location/Activate' });
    expect(response.headers.allow).toBe('POST');
  });

  it('is found whatever the case the path is written in', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/API/services/app/location/GET?id=1',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    const deletion = await t.app.inject({ method: 'GET', url: '/api/services/app/location/delete?id=1' });
    expect(deletion.statusCode).toBe(405);
    expect(deletion.headers.allow).toBe('DELETE');
  });

  it('leaves a path no route has at 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/services/app/Nothing/Here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json().error.code).toBe('Request.NotFound');
  });
});
