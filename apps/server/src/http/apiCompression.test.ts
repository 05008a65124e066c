import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
let accessToken: string;
beforeAll(async () => {
  ({ accessToken } = await signIn(t.app, 'admin'));
});

const listAllLocations = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/app/Location/GetList',
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
    payload: { maxResultCount: 1000 },
  });

describe('API answers', () => {
  it('are gzip-compressed when the caller accepts gzip, and still a valid envelope', async () => {
    const plain = await listAllLocations({});
    const compressed = await listAllLocations({ 'accept-encoding': 'gzip' });

    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const envelope = JSON.parse(gunzipSync(compressed.rawPayload).toString());
    expect(envelope).toMatchObject({ success: true, error: null, unAuthorizedRequest: false, __abp: true });
    expect(envelope.result.totalCount).toBe(25);
    expect(envelope).toEqual(plain.json());
  });

  it('go out as they are to a caller that accepts no compression', async () => {
    const plain = await listAllLocations({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().success).toBe(true);
  });
});
