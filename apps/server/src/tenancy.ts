import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from './auth/caller.ts';
import { clients, doors, locations, orders, userGroups, users } from './db/schema/index.ts';
import { forbidden } from './http/errors.ts';

// Tenancy in one place: every query over tenant data takes its condition from here. `undefined`
// means "everything" (admin); another tenant's rows are simply not found (404). Whether the caller
// may use an endpoint at all is the route's declared access, checked before any of this.

const nothing = sql`false`;

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

/** Doors of the locations the caller sees. */
export function doorScope(caller: Caller): SQL | undefined {
  const ownLocations = locationScope(caller);
  return ownLocations && sql`${doors.locationId} in (select ${locations.id} from ${locations} where ${ownLocations})`;
}

/** Orders at the doors the caller sees; support staff see every order. */
export function orderScope(caller: Caller): SQL | undefined {
  if (caller.role === 'support') return undefined;
  const ownDoors = doorScope(caller);
  return ownDoors && sql`${orders.doorId} in (select ${doors.id} from ${doors} where ${ownDoors})`;
}

/** A client administrator sees its own client's groups of users only. */
export const groupScope = (caller: Caller) => ownedByClient(caller, userGroups.clientId);

/** A client administrator sees its own client organisation only. */
export const clientScope = (caller: Caller) => ownedByClient(caller, clients.id);

/**
 * DECISION: a client administrator sees the administrators of its own client only (`isAdmin` and
 * its client), never the client's end users; support staff see themselves.
 */
export function userScope(caller: Caller): SQL | undefined {
  switch (caller.role) {
    case 'admin':
      return undefined;
    case 'client':
      return caller.clientId === null ? nothing : and(eq(users.isAdmin, true), eq(users.clientId, caller.clientId));
    case 'support':
      return eq(users.id, caller.userId);
  }
}
