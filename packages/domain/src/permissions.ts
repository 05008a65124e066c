import type { AccessLevel } from './enums.ts';
import type { Role } from './roles.ts';

export const actions = ['list', 'view', 'create', 'edit', 'delete', 'activate', 'unlock', 'complete', 'reactivate', 'refund'] as const;
export type Action = (typeof actions)[number];

export const resources = [
  'location', 'locationAccessControl', 'locationPricing', 'locationMaintenance', 'locationInvite',
  'door', 'doorDiagnostics', 'order', 'payment', 'diagnostic',
  'user', 'endUser', 'clientAdministrator', 'group', 'client', 'clientInfo',
  'module', 'item', 'messageTemplate', 'announcement', 'terms', 'configuration',
  'dashboard', 'dashboardClientFilter', 'event', 'support', 'settings',
] as const;
export type Resource = (typeof resources)[number];

type Grants = Partial<Record<Resource, readonly Action[]>>;

const read = ['list', 'view'] as const;
const everyone: Grants = { settings: ['view', 'edit'] };

/**
 * What support and client may do (part 1 §6, part 2 §6, DECISIONS §4). Admin may do everything.
 * The server enforces the same rules; the console uses them to show only what will work.
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
    clientInfo: ['view', 'edit'],
    dashboard: ['view'],
  },
};

const changes = (action: Action) => action !== 'list' && action !== 'view';

/**
 * Whether a role may act on a resource. A client administrator's access level narrows it further:
 * read access changes nothing, and only full access adds or deletes administrators.
 */
export function can(role: Role, action: Action, resource: Resource, clientAccessLevel?: AccessLevel): boolean {
  if (role === 'admin') return true;
  if (!grants[role][resource]?.includes(action)) return false;
  if (role !== 'client' || clientAccessLevel === undefined || !changes(action)) return true;
  if (clientAccessLevel === 0) return false;
  if (resource === 'clientAdministrator' && (action === 'create' || action === 'delete')) return clientAccessLevel === 2;
  return true;
}
