import Fastify from 'fastify';
import { getOutbox } from '@velo/api-client/contract';
import { permits, type Actor } from '@velo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DeclaredRoute } from './declaredRoutes.ts';
import { allowed, publicAccess, signedIn, type Access } from './access.ts';
import { contractRoutes } from './contractRoutes.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { testConfig } from '../testing/testConfig.ts';

const t = useTestApp();

// The demo's console sign-ins and what domain knows of each.
const staff: Array<{ userName: string; actor: Actor }> = [
  { userName: 'admin', actor: { role: 'admin', accessLevel: 0 } },
  { userName: 'support', actor: { role: 'support', accessLevel: 0 } },
  { userName: 'client', actor: { role: 'client', accessLevel: 2 } },
  { userName: 'client-read', actor: { role: 'client', accessLevel: 0 } },
];

let routes: readonly DeclaredRoute[] = [];
beforeAll(() => {
  routes = t.app.declaredRoutes;
});

const mayCall = (access: Access, actor: Actor) => access.kind !== 'allowed' || permits(actor, access.permission);
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
const label = (route: DeclaredRoute, who: string) => `${route.method} ${route.url} as ${who}`;

describe('every API route', () => {
  it('is known to the app, every one of the contract endpoints it serves', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/services/app/Location/Activate');
  });

  it('declares the permission domain names for it', () => {
    const expected: Record<string, Access> = {
      'POST /api/services/app/Location/GetList': allowed('list', 'location'),
      'GET /api/services/app/Location/GetListAllLocations': allowed('list', 'location'),
      'POST /api/services/app/Location/Activate': allowed('activate', 'location'),
      'GET /api/services/app/Client/GetAll': allowed('list', 'clientLookup'),
      'GET /api/services/app/User/GetUserById': signedIn,
      'GET /api/TokenAuth/LogOut': signedIn,
      'POST /api/TokenAuth/Authenticate': publicAccess,
      'POST /api/TokenAuth/RefreshToken': publicAccess,
      'POST /api/TokenAuth/ResendCodeForAdmin': publicAccess,
      'GET /api/dev/outbox': publicAccess,
    };
    const declared = Object.fromEntries(routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(declared).toMatchObject(expected);
  });

  for (const { userName, actor } of staff) {
    it(`answers ${userName} as its declaration says: 403 when not permitted, never 401 or 403 when permitted`, async () => {
      for (const route of routes) {
        // A fresh session for each call: LogOut ends the one it is called with.
        const { accessToken } = await signIn(t.app, userName);
        const answer = await request(t.app, {
          method: route.method as 'GET',
          url: route.url,
          token: accessToken,
          ...(hasBody(route.method) ? { body: {} } : {}),
        });
        if (mayCall(route.access, actor)) {
          expect([401, 403], label(route, userName)).not.toContain(answer.status);
        } else {
          expect(answer.status, label(route, userName)).toBe(403);
          expect(answer.error?.code, label(route, userName)).toBe('Auth.Forbidden');
        }
      }
    });
  }

  it('answers an anonymous caller 401 unless public, whatever the body, before reading it', async () => {
    for (const route of routes) {
      const bodies = hasBody(route.method) ? [{ clientId: 2, sorting: 42 }, '{"not json'] : [undefined];
      for (const body of bodies) {
        const answer = await request(t.app, {
          method: route.method as 'GET',
          url: route.url,
          ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
        });
        if (route.access.kind === 'public') {
          expect(answer.status, label(route, 'anonymous')).not.toBe(401);
        } else {
          expect(answer.status, label(route, 'anonymous')).toBe(401);
          expect(answer.error, label(route, 'anonymous')).toEqual({
            code: 'Auth.NotSignedIn',
            message: 'Current user did not login to the application',
            details: null,
            validationErrors: null,
          });
        }
      }
    }
  });
});

describe('a route without an access declaration', () => {
  it('cannot be written with the route registry', () => {
    const routes = contractRoutes(Fastify(), async () => {
      throw new Error('not called');
    });
    // @ts-expect-error: the declaration is a required argument
    expect(() => routes.add(getOutbox, async () => ({ items: [] }))).toThrow(/declares no access/);
    // @ts-expect-error: and it must state the access
    expect(() => routes.add(getOutbox, {}, async () => ({ items: [] }))).toThrow(/declares no access/);
  });

  it('fails its registration when added on Fastify directly', async () => {
    const app = await buildApp({ db: t.db, config: testConfig(), logger: false });
    try {
      expect(() => app.get('/api/services/app/Sneaky/Get', async () => 'secret')).toThrow(/declares no access/);
    } finally {
      await app.close();
    }
  });

  it('stops the app from starting when a plugin registers one', async () => {
    const app = await buildApp({ db: t.db, config: testConfig(), logger: false });
    try {
      const start = async () => {
        await app.register(async (plugin) => {
          plugin.post('/api/services/app/Sneaky/Create', async () => 'created');
        });
        await app.ready();
      };
      await expect(start()).rejects.toThrow(/declares no access/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
