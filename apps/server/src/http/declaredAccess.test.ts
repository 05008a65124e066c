import Fastify from 'fastify';
import { getLocationList, getOutbox } from '@velo/api-client/contract';
import { permits, type Actor } from '@velo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DeclaredRoute } from './declaredRoutes.ts';
import { allowed, publicAccess, signedIn, type Access } from './access.ts';
import { contractRoutes } from './contractRoutes.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { isDocsRoute } from '../openapi/apiDocs.ts';
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
// Signed in before the tests: LogOut ends the session it is called with, so it gets one of its own.
const sessions: Record<string, { accessToken: string; logOutToken: string }> = {};
beforeAll(async () => {
  routes = t.app.declaredRoutes;
  for (const { userName } of staff) {
    sessions[userName] = {
      accessToken: (await signIn(t.app, userName)).accessToken,
      logOutToken: (await signIn(t.app, userName)).accessToken,
    };
  }
});

const mayCall = (access: Access, actor: Actor) => access.kind !== 'allowed' || permits(actor, access.permission);
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
const label = (route: DeclaredRoute, who: string) => `${route.method} ${route.url} as ${who}`;
// The docs' page and stylesheet are not JSON envelopes: for them, being answered to anyone is what counts.
async function isDocsPageAnswered(route: DeclaredRoute): Promise<boolean> {
  if (!isDocsRoute(route.url)) return false;
  expect((await t.app.inject({ method: 'GET', url: route.url })).statusCode, label(route, 'anyone')).toBe(200);
  return true;
}

describe('every API route', () => {
  it('is known to the app, every one of the contract endpoints it serves', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/services/app/Location/Activate');
  });

  it('declares the permission domain names for it', () => {
    const expected: Record<string, Access> = {
      'POST /api/services/app/Location/GetList': allowed('list', 'location'),
      'GET /api/services/app/Location/GetListAllLocations': allowed('list', 'location'),
      'GET /api/services/app/Location/Get': allowed('view', 'location'),
      'POST /api/services/app/Location/Activate': allowed('activate', 'location'),
      'PUT /api/services/app/Location/SaveLocationPrice': allowed('edit', 'locationPricing'),
      'PUT /api/services/app/Location/SetMaintenance': allowed('edit', 'locationMaintenance'),
      'GET /api/services/app/Location/GetInviteCode': allowed('view', 'locationInvite'),
      'POST /api/services/app/Location/SendSubscriptionLink': allowed('create', 'locationInvite'),
      'POST /api/services/app/Location/Create': allowed('create', 'location'),
      'PUT /api/services/app/Location/Update': allowed('edit', 'location'),
      'DELETE /api/services/app/Location/Delete': allowed('delete', 'location'),
      'PUT /api/services/app/Location/saveAccessControl': allowed('edit', 'locationAccessControl'),
      // The Access Control tab's choices: whoever may see the tab (a client administrator its client's groups).
      'POST /api/services/app/Location/GetLocationGroups': allowed('view', 'locationAccessControl'),
      // Whoever may read a location reads its doors (Location/Get has them too); door actions are Door/*'s.
      'POST /api/services/app/Location/GetDoorList': allowed('view', 'location'),
      'GET /api/services/app/Client/GetAll': allowed('list', 'clientLookup'),
      // The Clients pages are admin only; Client Info reads and saves a client administrator's own
      // client (what it may change there is the handler's: name and contact information).
      'POST /api/services/app/Client/GetList': allowed('list', 'client'),
      'GET /api/services/app/Client/Get': allowed('view', 'clientInfo'),
      'POST /api/services/app/Client/Create': allowed('create', 'client'),
      'PUT /api/services/app/Client/Update': allowed('edit', 'clientInfo'),
      'DELETE /api/services/app/Client/Delete': allowed('delete', 'client'),
      // A client's administrators: a client administrator its own client's; only full access adds or deletes.
      'POST /api/services/app/Client/GetAdministrators': allowed('list', 'clientAdministrator'),
      'POST /api/services/app/Client/CreateAdministrator': allowed('create', 'clientAdministrator'),
      'DELETE /api/services/app/Client/DeleteAdministrator': allowed('delete', 'clientAdministrator'),
      // Groups: read by a client administrator (its client's), changed by an admin only. GetGroupUsers'
      // candidates (inGroup false) need the right to change the group as well.
      'POST /api/services/app/Group/GetList': allowed('list', 'group'),
      'GET /api/services/app/Group/Get': allowed('view', 'group'),
      'POST /api/services/app/Group/CreateOrUpdateGroup': allowed('edit', 'group'),
      'DELETE /api/services/app/Group/Delete': allowed('delete', 'group'),
      'POST /api/services/app/Group/GetGroupUsers': allowed('view', 'group'),
      'POST /api/services/app/Group/AddUsers': allowed('edit', 'group'),
      'POST /api/services/app/Group/RemoveUser': allowed('edit', 'group'),
      'POST /api/services/app/Door/GetList': allowed('list', 'door'),
      'GET /api/services/app/Door/Get': allowed('view', 'door'),
      'POST /api/services/app/Door/Create': allowed('create', 'door'),
      'PUT /api/services/app/Door/Update': allowed('edit', 'door'),
      'POST /api/services/app/Door/Activate': allowed('activate', 'door'),
      'GET /api/services/app/Door/AdminUnlock': allowed('unlock', 'door'),
      'GET /api/services/app/door/GetNBLocks': allowed('create', 'door'),
      'GET /api/services/app/door/GetBLELocks': allowed('create', 'door'),
      'GET /api/services/app/door/GetLocks': allowed('create', 'door'),
      'POST /api/services/app/Order/GetList': allowed('list', 'order'),
      'GET /api/services/app/Order/GetById': allowed('view', 'order'),
      // The support screen's search is a list of orders, narrowed as the orders list is.
      'POST /api/services/app/Order/SearchUserOrder': allowed('list', 'order'),
      'POST /api/services/app/Order/ChangeOrderStatusToCompleted': allowed('complete', 'order'),
      'POST /api/services/app/Order/ChangeOrderStatusToOrderd': allowed('reactivate', 'order'),
      'POST /api/services/app/Order/Refund': allowed('refund', 'payment'),
      // The Events screen: admin and support.
      'POST /api/services/app/Dashboard/GetEvents': allowed('list', 'event'),
      'POST /api/services/app/Dashboard/GetLocationEvents': allowed('list', 'event'),
      // Diagnostics are admin only: the per-door page, the Diagnostics list and their charts.
      'POST /api/services/app/Diagnostic/GetList': allowed('view', 'doorDiagnostics'),
      'POST /api/services/app/Diagnostic/GetDiagnosticInfo': allowed('list', 'diagnostic'),
      'POST /api/services/app/Diagnostic/GetDiagnosticStatistic': allowed('view', 'diagnostic'),
      // The home dashboard's aggregates, its Location dropdown and report: admin, and a client administrator for its own client.
      'POST /api/services/app/Dashboard/OrderHistoryChart': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/GetOrderLength': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/GetUserStructure': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/PeakRentalHours': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/GetRevenuePerClient': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/GetTransactions': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/GetTopLocations': allowed('view', 'dashboard'),
      'GET /api/services/app/Dashboard/GetAllLocations': allowed('view', 'dashboard'),
      'POST /api/services/app/Dashboard/csvreport': allowed('view', 'dashboard'),
      // Door health on home: admin, and a client administrator for its own client's doors.
      'POST /api/services/app/Dashboard/GetDoorsNeedingAttention': allowed('view', 'dashboard'),
      // Modules and their items (door components) are admin only.
      'POST /api/services/app/Modules/GetList': allowed('list', 'module'),
      'GET /api/services/app/Modules/Get': allowed('view', 'module'),
      'POST /api/services/app/Modules/Create': allowed('create', 'module'),
      'PUT /api/services/app/modules/Update': allowed('edit', 'module'),
      'DELETE /api/services/app/Modules/Delete': allowed('delete', 'module'),
      'POST /api/services/app/MessageTemplate/GetList': allowed('list', 'messageTemplate'),
      'GET /api/services/app/MessageTemplate/Get': allowed('view', 'messageTemplate'),
      'POST /api/services/app/MessageTemplate/CreateOrUpdateMessageTemplate': allowed('edit', 'messageTemplate'),
      'GET /api/services/app/MessageTemplate/GetFilteredLanguages': allowed('create', 'messageTemplate'),
      'GET /api/services/app/MessageTemplate/GetImage': allowed('view', 'messageTemplate'),
      // Announcements are admin only; the app reads the published ones without signing in.
      'POST /api/services/app/Announcement/GetList': allowed('list', 'announcement'),
      'GET /api/services/app/Announcement/Get': allowed('view', 'announcement'),
      'POST /api/services/app/Announcement/Create': allowed('create', 'announcement'),
      'PUT /api/services/app/Announcement/Update': allowed('edit', 'announcement'),
      'GET /api/services/app/Announcement/GetPublishedAnnouncements': publicAccess,
      // Terms are edited by admins; the public terms page reads one language without signing in.
      'GET /api/services/app/TermsAndConditions/GetAdminTermsAndConditions': allowed('view', 'terms'),
      'POST /api/services/app/TermsAndConditions/Save': allowed('edit', 'terms'),
      'GET /api/services/app/TermsAndConditions/GetTermsAndConditions': publicAccess,
      'POST /api/services/app/Items/GetList': allowed('list', 'item'),
      'GET /api/services/app/Items/Get': allowed('view', 'item'),
      'POST /api/services/app/items/create/': allowed('create', 'item'),
      'PUT /api/services/app/items/update': allowed('edit', 'item'),
      'DELETE /api/services/app/Items/Delete': allowed('delete', 'item'),
      'GET /api/services/app/Country/GetAll': signedIn,
      'GET /api/services/app/Language/GetLanguages': signedIn,
      'GET /api/services/app/User/GetUserById': signedIn,
      // Users: a client administrator reads its own client's administrators; their changes are
      // declared on clientAdministrator (edit access updates, full access creates and deletes).
      'POST /api/services/app/User/GetList': allowed('list', 'user'),
      'GET /api/services/app/User/Get': allowed('view', 'user'),
      'POST /api/services/app/User/Create': allowed('create', 'clientAdministrator'),
      'PUT /api/services/app/User/Update': allowed('edit', 'clientAdministrator'),
      'DELETE /api/services/app/User/DeleteUser': allowed('delete', 'clientAdministrator'),
      // Suspension, SMS and the user page's lists besides orders are the admin's.
      'POST /api/services/app/User/SuspendUser': allowed('activate', 'user'),
      'POST /api/services/app/USer/SendSMSMessage': allowed('edit', 'endUser'),
      'POST /api/services/app/AccessLog/GetList': allowed('view', 'endUser'),
      'POST /api/services/app/Message/GetList': allowed('view', 'endUser'),
      'POST /api/services/app/Group/GetUserGroups': allowed('view', 'endUser'),
      'GET /api/services/app/PaymentStripe/GetPaymentOptions': allowed('view', 'endUser'),
      // Everyone signed in has their own settings; the running configuration is the admin's.
      'GET /api/services/app/Profile/GetUserSettings': allowed('view', 'settings'),
      'POST /api/services/app/Profile/ChangePassword': allowed('edit', 'settings'),
      'POST /api/services/app/Profile/TwoFactorAuthenticateEnable': allowed('edit', 'settings'),
      'GET /api/services/app/Configuration/GetConfiguration': allowed('view', 'configuration'),
      'GET /api/TokenAuth/LogOut': signedIn,
      'POST /api/TokenAuth/Authenticate': publicAccess,
      'POST /api/TokenAuth/RefreshToken': publicAccess,
      'POST /api/TokenAuth/ResendCodeForAdmin': publicAccess,
      'GET /api/Account/SendUserInvitationSmsCode': publicAccess,
      'GET /api/Account/VerifyUserInvitationSmsCode': publicAccess,
      'POST /api/Account/SendPasswordResetCode': publicAccess,
      'POST /api/Account/CheckPasswordResetCode': publicAccess,
      'POST /api/Account/ResetPassword': publicAccess,
      'GET /api/dev/outbox': publicAccess,
      'POST /api/dev/deviceReport': allowed('edit', 'door'),
      // The API's documentation: the OpenAPI document, its page and the page's stylesheet.
      'GET /api/docs': publicAccess,
      'GET /api/docs/openapi.json': publicAccess,
      'GET /api/docs/docs.css': publicAccess,
    };
    const declared = Object.fromEntries(routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(declared).toEqual(expected);
  });

  for (const { userName, actor } of staff) {
    it(`answers ${userName} as its declaration says: 403 when not permitted, never 401 or 403 when permitted`, async () => {
      const { accessToken, logOutToken } = sessions[userName]!;
      for (const route of routes) {
        if (await isDocsPageAnswered(route)) continue;
        const answer = await request(t.app, {
          method: route.method as 'GET',
          url: route.url,
          token: route.url === '/api/TokenAuth/LogOut' ? logOutToken : accessToken,
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

  it('answers an anonymous caller 401 unless public, whatever the query and body, before reading them', async () => {
    for (const route of routes) {
      if (await isDocsPageAnswered(route)) continue;
      const bodies = hasBody(route.method) ? [{ clientId: 2, sorting: 42 }, '{"not json'] : [undefined];
      for (const body of bodies) {
        const answer = await request(t.app, {
          method: route.method as 'GET',
          url: `${route.url}?id=not-a-number&debug=1`,
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

describe('a route declared against its contract', () => {
  const routes = () =>
    contractRoutes(Fastify(), async () => {
      throw new Error('not called');
    });

  it('cannot be signed-in or allowed when the contract makes it public', () => {
    expect(() => routes().add(getOutbox, { access: signedIn }, async () => ({ items: [] }))).toThrow(
      'dev/outbox is public in the contract but declared signedIn',
    );
    expect(() => routes().add(getOutbox, { access: allowed('list', 'location') }, async () => ({ items: [] }))).toThrow(
      'dev/outbox is public in the contract but declared allowed',
    );
  });

  it('cannot be public when the contract needs a signed-in caller', () => {
    expect(() => routes().add(getLocationList, { access: publicAccess }, async () => ({ items: [], totalCount: 0 }))).toThrow(
      'Location/GetList is for signed-in callers in the contract but declared public',
    );
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

  it('cannot be written with an access that is not one of the three kinds', () => {
    const routes = contractRoutes(Fastify(), async () => {
      throw new Error('not called');
    });
    const noAccess = 'dev/outbox declares no access: add it with { access: publicAccess | signedIn | allowed(action, resource) }';
    for (const declaration of [
      undefined,
      { access: null },
      { access: 'public' },
      { access: { kind: 'everyone' } },
      { access: { kind: 'allowed' } },
    ]) {
      expect(() => routes.add(getOutbox, declaration as never, async () => ({ items: [] })), JSON.stringify(declaration)).toThrow(
        noAccess,
      );
    }
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
