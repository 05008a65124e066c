import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { testConfig } from '../testing/testConfig.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('the app', () => {
  // Built inside the test rather than in beforeAll: a registration that throws fails this test,
  // where in beforeAll it would only skip the tests after it.
  it('starts with each API route declared once, with the access its contract entry needs', async () => {
    const app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    try {
      await app.ready();
      const declared = app.declaredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]);
      expect(declared).toHaveLength(15);
      expect(Object.fromEntries(declared)).toEqual({
        'POST /api/TokenAuth/Authenticate': { kind: 'public' },
        'POST /api/TokenAuth/RefreshToken': { kind: 'public' },
        'GET /api/TokenAuth/LogOut': { kind: 'signedIn' },
        'POST /api/TokenAuth/ResendCodeForAdmin': { kind: 'public' },
        'GET /api/services/app/User/GetUserById': { kind: 'signedIn' },
        'POST /api/services/app/Location/GetList': { kind: 'allowed', permission: ['list', 'location'] },
        'GET /api/services/app/Location/GetListAllLocations': { kind: 'allowed', permission: ['list', 'location'] },
        'GET /api/services/app/Location/Get': { kind: 'allowed', permission: ['view', 'location'] },
        'POST /api/services/app/Location/Activate': { kind: 'allowed', permission: ['activate', 'location'] },
        'PUT /api/services/app/Location/SaveLocationPrice': { kind: 'allowed', permission: ['edit', 'locationPricing'] },
        'PUT /api/services/app/Location/SetMaintenance': { kind: 'allowed', permission: ['edit', 'locationMaintenance'] },
        'GET /api/services/app/Location/GetInviteCode': { kind: 'allowed', permission: ['view', 'locationInvite'] },
        'POST /api/services/app/Location/SendSubscriptionLink': { kind: 'allowed', permission: ['create', 'locationInvite'] },
        'GET /api/services/app/Client/GetAll': { kind: 'allowed', permission: ['list', 'clientLookup'] },
        'GET /api/dev/outbox': { kind: 'public' },
      });
    } finally {
      await app.close();
    }
  });
});
