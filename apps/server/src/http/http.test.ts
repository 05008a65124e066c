import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.ts';
import { authenticatePath, request, signIn } from '../testing/requests.ts';

const t = useTestApp();

describe('the ABP envelope', () => {
  it('wraps a result', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const answer = await request(t.app, {
      method: 'GET',
      url: '/api/services/app/Location/GetListAllLocations',
      token: accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.envelope).toEqual({
      result: expect.any(Array),
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('wraps an error, with unAuthorizedRequest on a 401', async () => {
    const answer = await request(t.app, { method: 'GET', url: '/api/services/app/Location/GetListAllLocations' });
    expect(answer.status).toBe(401);
    expect(answer.envelope).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: 'Auth.NotSignedIn',
        message: 'Current user did not login to the application',
        details: null,
        validationErrors: null,
      },
      unAuthorizedRequest: true,
      __abp: true,
    });
  });

  it('answers 404 in the envelope for an unknown API route', async () => {
    const answer = await request(t.app, { method: 'POST', url: '/api/services/app/Nothing/Here', body: {} });
    expect(answer.status).toBe(404);
    expect(answer.success).toBe(false);
    expect(answer.error?.code).toBe('Request.NotFound');
    expect(answer.error?.message).toContain('/api/services/app/Nothing/Here');
  });

  it('matches routes whatever their case', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const answer = await request(t.app, {
      method: 'get',
      url: '/API/services/APP/location/getlistalllocations',
      token: accessToken,
    });
    expect(answer.status).toBe(200);
  });

  it('binds query parameters whatever their case', async () => {
    const { accessToken, userId } = await signIn(t.app, 'admin');
    const answer = await request(t.app, {
      method: 'GET',
      url: `/api/services/app/User/GetUserById?Id=${userId}`,
      token: accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.result.userName).toBe('admin');
  });
});

describe("a client's mistakes are 400s, never 500s", () => {
  it('malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      headers: { 'content-type': 'application/json' },
      payload: '{"userNameOrEmailAddress": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Request.NotValid');
    expect(response.json().error.validationErrors).toEqual([
      { message: 'The request body is not valid JSON.', members: ['body'] },
    ]);
  });

  it('a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userNameOrEmailAddress=admin&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().error.code).toBe('Request.NotValid');
  });

  it('an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('no body at all', async () => {
    const answer = await request(t.app, { method: 'POST', url: authenticatePath });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['body']);
  });

  it('a NUL character in any text, which the database cannot hold', async () => {
    const answer = await request(t.app, {
      method: 'POST',
      url: authenticatePath,
      body: { userNameOrEmailAddress: 'admin\u0000', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
    expect(answer.error?.validationErrors).toEqual([{ message: expect.any(String), members: ['userNameOrEmailAddress'] }]);
  });

  it('a body that breaks the contract, each fault said in English with its field', async () => {
    const answer = await request(t.app, {
      method: 'POST',
      url: authenticatePath,
      body: { userNameOrEmailAddress: '   ', password: true, rememberClient: 'yes' },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors).toEqual([
      { message: 'Too small: expected string to have >=1 characters', members: ['userNameOrEmailAddress'] },
      { message: 'Invalid input: expected string, received boolean', members: ['password'] },
      { message: 'Invalid input: expected boolean, received string', members: ['rememberClient'] },
    ]);
  });

  it('a query parameter of the wrong type, or an unknown one', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const wrongType = await request(t.app, {
      method: 'GET',
      url: '/api/services/app/User/GetUserById?id=abc',
      token: accessToken,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.validationErrors).toEqual([
      { message: 'Invalid input: expected number, received NaN', members: ['id'] },
    ]);

    const unknown = await request(t.app, {
      method: 'GET',
      url: '/api/services/app/User/GetUserById?id=1&debug=1',
      token: accessToken,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('Request.NotValid');
    expect(unknown.error?.validationErrors).toContainEqual({ message: 'Unknown field: debug.', members: ['debug'] });
  });
});
