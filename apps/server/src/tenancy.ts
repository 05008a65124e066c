import { eq, sql, type SQL } from 'drizzle-orm';
import { accessLevel, can, type Action, type Resource } from '@velo/domain';
import type { Caller } from './auth/caller.ts';
import { clients, locations, users } from './db/schema.ts';
import { forbidden } from './http/errors.ts';

// Tenancy in one place (DECISIONS §4): every query over tenant data takes its condition from here.
// `undefined` means "everything" (admin); another tenant's rows are simply not found (404).

const nothing = sql`false`;

/**
 * Refuses with 403 what the caller's role may not do, by the same rules the console uses to show
 * only what will work. A client administrator's access level narrows it (an unknown level reads).
 */
export function ensureAllowed(caller: Caller, action: Action, resource: Resource): void {
  const level = caller.role !== 'client' ? undefined : accessLevel.has(caller.accessLevel) ? caller.accessLevel : 0;
  if (!can(caller.role, action, resource, level)) throw forbidden();
}

/** Client administrators see their client's locations; support has no business with locations. */
export function locationScope(caller: Caller): SQL | undefined {
  switch (caller.role) {
    case 'admin':
      return undefined;
    case 'client':
      return caller.clientId === null ? nothing : eq(locations.clientId, caller.clientId);
    case 'support':
      throw forbidden();
  }
}

/** Client administrators see their own client organisation only. */
export function clientScope(caller: Caller): SQL | undefined {
  switch (caller.role) {
    case 'admin':
      return undefined;
    case 'client':
      return caller.clientId === null ? nothing : eq(clients.id, caller.clientId);
    case 'support':
      throw forbidden();
  }
}

/** Client administrators see their client's users; support staff see themselves. */
export function userScope(caller: Caller): SQL | undefined {
  switch (caller.role) {
    case 'admin':
      return undefined;
    case 'client':
      return caller.clientId === null ? nothing : eq(users.clientId, caller.clientId);
    case 'support':
      return eq(users.id, caller.userId);
  }
}
