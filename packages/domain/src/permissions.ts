import { accessLevel, type AccessLevel } from './enums.ts';
import { accessLevels } from './limits.ts';
import type { Role } from './roles.ts';

export const actions = [
  'list',
  'view',
  'create',
  'edit',
  'delete',
  'activate',
  'unlock',
  'complete',
  'reactivate',
  'refund',
] as const;
export type Action = (typeof actions)[number];

export const resources = [
  'location',
  'locationAccessControl',
  'locationPricing',
  'locationMaintenance',
  'locationInvite',
  'door',
  'doorDiagnostics',
  'order',
  'payment',
  'diagnostic',
  'user',
  'endUser',
  'clientAdministrator',
  'group',
  'client',
  'clientLookup',
  'clientInfo',
  'module',
  'item',
  'messageTemplate',
  'announcement',
  'terms',
  'configuration',
  'dashboard',
  'dashboardClientFilter',
  'event',
  'support',
  'settings',
] as const;
export type Resource = (typeof resources)[number];

/** What a route or a control needs: an action on a resource. */
export type Permission = readonly [Action, Resource];

type Grants = Partial<Record<Resource, readonly Action[]>>;

const read = ['list', 'view'] as const;
const everyone: Grants = { settings: ['view', 'edit'] };

/**
 * What support and client may do; admin may do everything. The server enforces the same rules;
 * the console uses them to show only what will work.
 */
const grants: Record<Exclude<Role, 'admin'>, Grants> = {
  support: {
    ...everyone,
    order: read,
    payment: ['refund'],
    support: ['view'],
    event: ['list'],
  },
  client: {
    ...everyone,
    location: read,
    locationAccessControl: ['view', 'edit'],
    order: ['list'],
    group: read,
    user: read,
    clientAdministrator: ['list', 'view', 'create', 'edit', 'delete'],
    // The id-and-name list behind client pickers: a client administrator's holds its own client.
    clientLookup: ['list'],
    clientInfo: ['view', 'edit'],
    dashboard: ['view'],
  },
};

const changes = (action: Action) => action !== 'list' && action !== 'view';

/**
 * Whether a role may act on a resource. A client administrator's access level narrows it further:
 * read access changes nothing, and only full access adds or deletes administrators. Settings are
 * one's own password and sign-in, which every access level changes.
 */
export function can(role: Role, action: Action, resource: Resource, clientAccessLevel?: AccessLevel): boolean {
  if (role === 'admin') return true;
  if (!grants[role][resource]?.includes(action)) return false;
  if (role !== 'client' || clientAccessLevel === undefined || !changes(action) || resource === 'settings') return true;
  if (clientAccessLevel === accessLevels.read) return false;
  if (resource === 'clientAdministrator' && (action === 'create' || action === 'delete'))
    return clientAccessLevel === accessLevels.full;
  return true;
}

/** Someone signed in: a role, and for a client administrator the access level of its record. */
export interface Actor {
  role: Role;
  accessLevel: number;
}

/**
 * `can` for a signed-in actor, as both the console and the server ask it. A client administrator's
 * access level narrows what it may do; a level outside the known ones only reads.
 */
export function permits({ role, accessLevel: level }: Actor, [action, resource]: Permission): boolean {
  return can(role, action, resource, accessLevel.has(level) ? level : accessLevels.read);
}
