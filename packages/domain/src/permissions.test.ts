import { describe, expect, it } from 'vitest';
import { actions, can, permits, resources, type Action, type Resource } from './permissions.ts';
import type { Role } from './roles.ts';

type Row = [capability: string, checks: Array<[Action, Resource]>, admin: boolean, support: boolean, client: boolean];

// The locations, orders and diagnostics table of the spec, one row each; "restricted" and "read-only
// with a save" are yes for the client.
const part1: Row[] = [
  [
    'location create, edit, status, maintenance, invite, pricing, doors',
    [
      ['create', 'location'],
      ['edit', 'location'],
      ['activate', 'location'],
      ['edit', 'locationMaintenance'],
      ['view', 'locationInvite'],
      ['create', 'locationInvite'],
      ['edit', 'locationPricing'],
      ['create', 'door'],
      ['edit', 'door'],
      ['activate', 'door'],
    ],
    true,
    false,
    false,
  ],
  ['location list', [['list', 'location']], true, false, true],
  [
    'location access-control tab',
    [
      ['view', 'locationAccessControl'],
      ['edit', 'locationAccessControl'],
    ],
    true,
    false,
    true,
  ],
  [
    'door unlock, diagnostics, door edit',
    [
      ['unlock', 'door'],
      ['view', 'doorDiagnostics'],
      ['edit', 'door'],
    ],
    true,
    false,
    false,
  ],
  ['order list', [['list', 'order']], true, true, true],
  ['order details', [['view', 'order']], true, true, false],
  [
    'complete and reactivate order',
    [
      ['complete', 'order'],
      ['reactivate', 'order'],
    ],
    true,
    false,
    false,
  ],
  ['refund payment', [['refund', 'payment']], true, true, false],
  ['diagnostics menu', [['list', 'diagnostic']], true, false, false],
];

// The users, clients, content and dashboard table of the spec.
const part2: Row[] = [
  [
    'users, groups, clients, modules, items, templates, announcements, terms, configuration',
    [
      ['create', 'user'],
      ['create', 'group'],
      ['delete', 'group'],
      ['list', 'client'],
      ['create', 'module'],
      ['edit', 'item'],
      ['create', 'messageTemplate'],
      ['create', 'announcement'],
      ['edit', 'terms'],
      ['view', 'configuration'],
    ],
    true,
    false,
    false,
  ],
  [
    'groups of its own client',
    [
      ['list', 'group'],
      ['view', 'group'],
    ],
    true,
    false,
    true,
  ],
  ['the client picker (its own client for a client administrator)', [['list', 'clientLookup']], true, false, true],
  [
    'client info page',
    [
      ['view', 'clientInfo'],
      ['edit', 'clientInfo'],
    ],
    true,
    false,
    true,
  ],
  [
    'client administrators',
    [
      ['list', 'clientAdministrator'],
      ['view', 'clientAdministrator'],
      ['create', 'clientAdministrator'],
      ['edit', 'clientAdministrator'],
      ['delete', 'clientAdministrator'],
    ],
    true,
    false,
    true,
  ],
  [
    'dashboard and its client filter',
    [
      ['view', 'dashboardClientFilter'],
      ['edit', 'dashboardClientFilter'],
    ],
    true,
    false,
    false,
  ],
  ['dashboard', [['view', 'dashboard']], true, false, true],
  [
    'support screen and events',
    [
      ['view', 'support'],
      ['list', 'event'],
    ],
    true,
    true,
    false,
  ],
  [
    'settings',
    [
      ['view', 'settings'],
      ['edit', 'settings'],
    ],
    true,
    true,
    true,
  ],
];

describe('can: the permission tables', () => {
  it.each([...part1, ...part2])('%s', (_, checks, admin, support, client) => {
    const expected: Record<Role, boolean> = { admin, support, client };
    for (const role of ['admin', 'support', 'client'] as const) {
      for (const [action, resource] of checks) {
        expect({ role, action, resource, allowed: can(role, action, resource) }).toEqual({
          role,
          action,
          resource,
          allowed: expected[role],
        });
      }
    }
  });

  it('lets admin do everything', () => {
    for (const resource of resources) for (const action of actions) expect(can('admin', action, resource)).toBe(true);
  });
});

describe('can: a client administrator access level', () => {
  it('read access changes nothing but still reads', () => {
    expect(can('client', 'list', 'location', 0)).toBe(true);
    expect(can('client', 'view', 'clientInfo', 0)).toBe(true);
    expect(can('client', 'edit', 'locationAccessControl', 0)).toBe(false);
    expect(can('client', 'edit', 'clientInfo', 0)).toBe(false);
    expect(can('client', 'create', 'clientAdministrator', 0)).toBe(false);
  });

  it("never narrows one's own settings", () => {
    expect(can('client', 'edit', 'settings', 0)).toBe(true);
  });

  it('edit access edits but neither adds nor deletes administrators', () => {
    expect(can('client', 'edit', 'locationAccessControl', 1)).toBe(true);
    expect(can('client', 'edit', 'clientAdministrator', 1)).toBe(true);
    expect(can('client', 'create', 'clientAdministrator', 1)).toBe(false);
    expect(can('client', 'delete', 'clientAdministrator', 1)).toBe(false);
  });

  it('full access adds and deletes administrators', () => {
    expect(can('client', 'create', 'clientAdministrator', 2)).toBe(true);
    expect(can('client', 'delete', 'clientAdministrator', 2)).toBe(true);
  });

  it('never widens what the role allows', () => {
    expect(can('client', 'create', 'location', 2)).toBe(false);
  });

  it('is ignored for admin and support', () => {
    expect(can('support', 'refund', 'payment', 0)).toBe(true);
    expect(can('admin', 'delete', 'clientAdministrator', 0)).toBe(true);
  });
});

describe('permits: an actor as the console and the server ask', () => {
  it('reads the access level of a client administrator', () => {
    expect(permits({ role: 'client', accessLevel: 0 }, ['edit', 'locationAccessControl'])).toBe(false);
    expect(permits({ role: 'client', accessLevel: 1 }, ['edit', 'locationAccessControl'])).toBe(true);
    expect(permits({ role: 'client', accessLevel: 1 }, ['delete', 'clientAdministrator'])).toBe(false);
    expect(permits({ role: 'client', accessLevel: 2 }, ['delete', 'clientAdministrator'])).toBe(true);
  });

  it('lets an unknown access level only read', () => {
    expect(permits({ role: 'client', accessLevel: 7 }, ['list', 'location'])).toBe(true);
    expect(permits({ role: 'client', accessLevel: 7 }, ['edit', 'locationAccessControl'])).toBe(false);
    expect(permits({ role: 'client', accessLevel: -1 }, ['edit', 'clientInfo'])).toBe(false);
  });

  it('ignores the access level of admin and support', () => {
    expect(permits({ role: 'admin', accessLevel: 0 }, ['activate', 'location'])).toBe(true);
    expect(permits({ role: 'support', accessLevel: 0 }, ['refund', 'payment'])).toBe(true);
    expect(permits({ role: 'support', accessLevel: 2 }, ['list', 'location'])).toBe(false);
  });
});
