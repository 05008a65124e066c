import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accessLevel, can, type Action, type Resource } from '@velo/domain';
import type { Caller } from './auth/caller.ts';
import { clients, locations, users } from './db/schema/index.ts';
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

/** Rows owned by a client: all for an admin, the own client's for a client administrator, none of support's business. */
function ownedByClient(caller: Caller, clientColumn: AnyPgColumn): SQL | undefined {
  switch (caller.role) {
    case 'admin':
      return undefined;
    case 'client':
      return caller.clientId === null ? nothing : eq(clientColumn, caller.clientId);
    case 'support':
      throw forbidden();
  }
}

export const locationScope = (caller: Caller) => ownedByClient(caller, locations.clientId);

/** A client administrator sees its own client organisation only. */
export const clientScope = (caller: Caller) => ownedByClient(caller, clients.id);

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
