import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { authenticatePath, request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

const notValid = (message: string) => ({
  result: null,
  targetUrl: null,
  success: false,
  error: { code: 'Request.NotValid', message, details: null, validationErrors: [{ message, members: ['body'] }] },
  unAuthorizedRequest: false,
  __abp: true,
});

describe("Fastify's own refusals of a request answer in the envelope", () => {
  it('a body over the size limit: 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userNameOrEmailAddress: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(notValid('The request body is too large.'));
  });

  it('a content type other than JSON: 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      headers: { 'content-type': 'text/plain' },
      payload: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notValid('The request body must be JSON (Content-Type: application/json).'));
  });

  it('headers too large for the HTTP parser: 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const call = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/api/services/app/Location/GetListAllLocations',
          headers: { 'x-filler': 'x'.repeat(20_000) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, type: response.headers['content-type'], body }));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: 'Request.NotValid',
        message: 'The request headers are too large.',
        details: null,
        validationErrors: null,
      },
      unAuthorizedRequest: false,
      __abp: true,
    });
  });
});

describe('an empty body labelled JSON', () => {
  it('is accepted on a call that takes no body, as ABP does', async () => {
    const { refreshToken } = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.accessToken).toEqual(expect.any(String));
  });

  it('is a missing body on a call that takes one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'Request.NotValid', validationErrors: [{ members: ['body'] }] });
  });
});

describe('names in any case, as ASP.NET binds them', () => {
  const statistic = (token: string, body: unknown) =>
    request(t.app, { method: 'POST', url: '/api/services/app/Diagnostic/GetDiagnosticStatistic', token, body });

  it('binds a known field whatever its case, in a body, a nested filter and a query', async () => {
    const { accessToken, userId } = await signIn(t.app, 'admin');
    const byDoor = await statistic(accessToken, { DoorId: 1, From: null });
    expect(byDoor.status).toBe(200);
    expect(byDoor.result).toEqual((await statistic(accessToken, { doorId: 1, from: null })).result);
    const users = await request(t.app, {
      method: 'POST',
      url: '/api/services/app/User/GetList',
      token: accessToken,
      body: {
        MaxResultCount: 1,
        FilterRule: { CONDITION: 'AND', filterrules: [{ Field: 'id', Operator: 'EQUAL', Value: userId }] },
      },
    });
    expect(users.status).toBe(200);
    expect(users.result.items.map((user: { id: number }) => user.id)).toEqual([userId]);
    const byId = await request(t.app, {
      method: 'GET',
      url: `/api/services/app/User/GetUserById?ID=${userId}`,
      token: accessToken,
    });
    expect(byId.status).toBe(200);
  });

  it('still refuses an unknown field, and a field sent twice in two cases with 400 naming it', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const unknown = await statistic(accessToken, { DoorNumber: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.validationErrors).toEqual([{ message: 'Unknown field: DoorNumber.', members: ['DoorNumber'] }]);
    const twice = await statistic(accessToken, { doorId: 1, DoorId: 2 });
    expect(twice.status).toBe(400);
    expect(twice.error?.validationErrors).toEqual([
      { message: '"doorId" is sent twice, as "doorId" and "DoorId": send it once.', members: ['doorId'] },
    ]);
  });
});
