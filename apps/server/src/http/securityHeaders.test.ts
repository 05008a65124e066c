import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authenticatePath, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const consoleDir = mkdtempSync(join(tmpdir(), 'velo-console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Velo</title>');
const t = useTestApp({ config: { consoleDir } });

const policy =
  "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self' data:;form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data: https://tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='";

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers).toMatchObject({
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
}

describe('the policy', () => {
  it('lets images be data URLs (the favicon, announcement images and their preview), and nothing else run from one', () => {
    const directives = new Map(policy.split(';').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives.get('img-src')).toContain('data:');
    expect(directives.get('script-src')).not.toContain('data:');
    expect(directives.get('default-src')).not.toContain('data:');
  });
});

describe('every answer carries the security headers', () => {
  it('an API answer, kept by no cache', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/Location/GetListAllLocations',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('error answers: not signed in, no such route, a body that is not JSON', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/services/app/Location/GetListAllLocations' }),
      t.app.inject({ method: 'POST', url: '/api/services/app/Nothing/Here' }),
      t.app.inject({ method: 'POST', url: authenticatePath, headers: { 'content-type': 'application/json' }, payload: '{' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 404, 400]);
    for (const response of responses) {
      expectSecurityHeaders(response);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('the answers that carry tokens: Authenticate and RefreshToken', async () => {
    const authenticated = await t.app.inject({
      method: 'POST',
      url: authenticatePath,
      payload: { userNameOrEmailAddress: 'admin', password: 'Demo1234!' },
    });
    const refreshToken = authenticated.json().result.refreshToken as string;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}`,
    });
    expect(refreshed.json().result.accessToken).toEqual(expect.any(String));
    for (const response of [authenticated, refreshed]) {
      expectSecurityHeaders(response);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("the console's index.html", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
