import { describe, expect, it } from 'vitest';
import { authenticate, refreshToken } from '../contract/auth.ts';
import { getAllClients } from '../contract/clients.ts';
import { getOutbox } from '../contract/dev.ts';
import type { FilterRule } from '../contract/lists.ts';
import { activateLocation, getListAllLocations, getLocationList } from '../contract/locations.ts';
import { getUserById } from '../contract/user.ts';
import { memoryTokenStore, type Session } from '../session/tokenStore.ts';
import { failure, fakeFetch, networkFailure, ok, text, type Answer } from '../testing/fakeFetch.ts';
import { sampleLocation, sampleUser, signedInAnswer } from '../testing/samples.ts';
import { ApiError, ContractError, hasErrorCode } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';

const now = Date.UTC(2025, 0, 1);
const session: Session = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: now + 600_000, userId: 5 };

function clientAnswering(script: Record<string, Answer | Answer[]>) {
  const server = fakeFetch(script);
  const api = createApiClient({
    baseUrl: 'http://velo.test',
    tokenStore: memoryTokenStore(session),
    fetch: server.fetch,
    now: () => now,
  });
  return { api, server };
}

/** The rejection of `promise`, failing the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api.call', () => {
  it('answers the result inside the envelope', async () => {
    const summaries = [{ id: 3, name: 'Central Station', clientId: 2 }];
    const { api } = clientAnswering({ 'GET /api/services/app/Location/GetListAllLocations': ok(summaries) });

    await expect(api.call(getListAllLocations)).resolves.toEqual(summaries);
  });

  it.each([200, 500])('raises the server error of success:false answered with HTTP %i', async (status) => {
    const validationErrors = [{ message: 'Name is required', members: ['name'] }];
    const { api } = clientAnswering({
      'POST /api/services/app/Location/GetList': failure(status, { code: 7, message: 'Invalid input', validationErrors }),
    });

    const error = await rejectionOf(api.call(getLocationList, { body: {} }));
    expect(error).not.toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ message: 'Invalid input', status, code: '7', validationErrors, endpoint: 'Location/GetList' });
  });

  it("keeps our server's stable error code, and reads the original back-end's 0 as no code", async () => {
    const { api } = clientAnswering({
      'POST /api/services/app/Location/Activate': [
        failure(400, { code: 'Location.PricingMissing', message: "Status didn't change. Pricing is missing." }),
        failure(500, { code: 0, message: 'Something broke' }),
      ],
    });

    const coded = await rejectionOf(api.call(activateLocation, { body: { id: 3, isActive: true } }));
    expect(coded.code).toBe('Location.PricingMissing');
    expect(hasErrorCode(coded, 'Location.PricingMissing')).toBe(true);
    expect(hasErrorCode(coded, 'Auth.Forbidden')).toBe(false);

    const uncoded = await rejectionOf(api.call(activateLocation, { body: { id: 3, isActive: true } }));
    expect(uncoded.code).toBeNull();
    expect(hasErrorCode(new Error("Status didn't change. Pricing is missing."), 'Location.PricingMissing')).toBe(false);
  });

  it('raises success:false without an error object as a failure with the HTTP status', async () => {
    const { api } = clientAnswering({
      'GET /api/services/app/Location/GetListAllLocations': () =>
        Response.json({ result: null, success: false, error: null }, { status: 500 }),
    });

    const error = await rejectionOf(api.call(getListAllLocations));
    expect(error).toMatchObject({
      message: 'Location/GetListAllLocations failed with HTTP 500',
      status: 500,
      code: null,
      validationErrors: [],
    });
  });

  it('reads validationErrors: null as no validation errors', async () => {
    const { api } = clientAnswering({
      'POST /api/services/app/Location/Activate': failure(400, { message: 'Not valid', validationErrors: null }),
    });

    const error = await rejectionOf(api.call(activateLocation, { body: { id: 3, isActive: true } }));
    expect(error.validationErrors).toEqual([]);
  });

  it('raises a ContractError naming the endpoint and the field path for a result that breaks its schema', async () => {
    const broken = { items: [{ ...sampleLocation, name: 42 }], totalCount: 1 };
    const { api } = clientAnswering({ 'POST /api/services/app/Location/GetList': ok(broken) });

    const error = await rejectionOf(api.call(getLocationList, { body: {} }));
    expect(error).toBeInstanceOf(ContractError);
    expect(error.message).toBe('Location/GetList: result.items.0.name: Invalid input');
    expect(error.status).toBe(200);
  });

  it('raises a ContractError for JSON that is not an ABP envelope', async () => {
    const { api } = clientAnswering({ 'GET /api/dev/outbox': () => Response.json({ items: [] }) });

    const error = await rejectionOf(api.call(getOutbox));
    expect(error).toBeInstanceOf(ContractError);
    expect(error.message).toMatch(/^dev\/outbox: envelope\./);
    expect(error.message).toContain('envelope.success: Invalid input');
  });

  it('raises an ApiError for an answer that is not JSON', async () => {
    const { api } = clientAnswering({ 'GET /api/dev/outbox': text('<h1>Bad gateway</h1>', 502) });

    const error = await rejectionOf(api.call(getOutbox));
    expect(error).toMatchObject({ message: 'dev/outbox answered HTTP 502 without JSON', status: 502, endpoint: 'dev/outbox' });
  });

  it('raises an ApiError with the failure message when the network fails', async () => {
    const { api } = clientAnswering({ 'GET /api/dev/outbox': networkFailure('Failed to fetch') });

    const error = await rejectionOf(api.call(getOutbox));
    expect(error).toMatchObject({ message: 'Failed to fetch', status: null, endpoint: 'dev/outbox' });
  });

  it('asks for JSON', async () => {
    const server = fakeFetch({ 'GET /api/dev/outbox': ok({ items: [] }) });
    const accepted: Array<string | null> = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      accepted.push(new Request(input, init).headers.get('accept'));
      return server.fetch(input, init);
    };
    const api = createApiClient({ baseUrl: 'http://velo.test', tokenStore: memoryTokenStore(), fetch });

    await api.call(getOutbox);
    expect(accepted).toEqual(['application/json']);
  });

  it('sends the bearer token to authenticated endpoints only', async () => {
    const { api, server } = clientAnswering({
      'GET /api/services/app/User/GetUserById': ok(sampleUser),
      'POST /api/TokenAuth/Authenticate': ok(signedInAnswer),
    });

    await api.call(getUserById, { query: { id: 5 } });
    await api.call(authenticate, { body: { userNameOrEmailAddress: 'admin', password: 'secret' } });

    expect(server.requests.map((request) => request.authorization)).toEqual(['Bearer access-1', null]);
  });

  it('serialises the query, with its defaults, into the URL', async () => {
    const { api, server } = clientAnswering({
      'GET /api/services/app/User/GetUserById': ok(sampleUser),
      'POST /api/TokenAuth/RefreshToken': ok({ accessToken: 'access-2', expireInSeconds: 900 }),
      'GET /api/services/app/Client/GetAll': ok({ items: [], totalCount: 0 }),
    });

    await api.call(getUserById, { query: { id: 5 } });
    await api.call(refreshToken, { query: { refreshToken: 'a b&c' } });
    await api.call(getAllClients);

    expect(server.requests.map((request) => request.path + request.search)).toEqual([
      '/api/services/app/User/GetUserById?id=5',
      '/api/TokenAuth/RefreshToken?refreshToken=a+b%26c',
      '/api/services/app/Client/GetAll?skipCount=0&maxResultCount=1000',
    ]);
  });

  it('sends the body as JSON with its defaults', async () => {
    const { api, server } = clientAnswering({ 'POST /api/services/app/Location/GetList': ok({ items: [], totalCount: 0 }) });
    const filterRule: FilterRule = { condition: 'and', filterRules: [{ field: 'Name', operator: 'contains', value: 'Central' }] };

    await api.call(getLocationList, { body: { sorting: 'name ASC', filterRule } });

    expect(server.requests[0]?.body).toEqual({ sorting: 'name ASC', skipCount: 0, maxResultCount: 10, filterRule });
  });

  it('refuses a request that breaks its schema before sending it', async () => {
    const { api, server } = clientAnswering({ 'GET /api/services/app/User/GetUserById': ok(sampleUser) });

    const error = await rejectionOf(api.call(getUserById, { query: { id: 0 } }));
    expect(error).toBeInstanceOf(ContractError);
    expect(error.message).toMatch(/^User\/GetUserById: query\.id: /);
    expect(server.requests).toEqual([]);
  });
});
