import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { clients, doors, locations } from '../db/schema/index.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { locationScope } from '../tenancy.ts';

export interface DashboardFilter {
  clientId?: number | null;
  locationId?: number | null;
}

/**
 * The doors a dashboard request covers, as a condition on `doors`: an admin's every door, or the
 * chosen client's or location's; a client administrator's own client's whatever `clientId` says.
 * A client or location the caller may not see (another tenant's, or none at all), and a location
 * outside the chosen client, is a 404, never an empty answer that would read as "all is well".
 */
export async function dashboardDoorScope(db: Db, caller: Caller, filter: DashboardFilter): Promise<SQL | undefined> {
  const ownLocations = locationScope(caller);
  const clientId = caller.role === 'client' ? caller.clientId : (filter.clientId ?? null);
  if (caller.role === 'client' && filter.clientId != null && filter.clientId !== caller.clientId)
    throw notFound('No such client.');
  if (caller.role === 'admin' && clientId !== null) {
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!found) throw notFound('No such client.');
  }
  const clientLocations = clientId === null ? ownLocations : and(ownLocations, eq(locations.clientId, clientId));
  if (filter.locationId != null) {
    const [found] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(clientLocations, eq(locations.id, filter.locationId)));
    if (!found) throw notFound('No such location.');
    return eq(doors.locationId, filter.locationId);
  }
  return clientLocations && sql`${doors.locationId} in (select ${locations.id} from ${locations} where ${clientLocations})`;
}

/**
 * An instant of the request's period. The contract has checked its form; the moment, once in UTC,
 * must also fall in the years 1 to 9999, which PostgreSQL can hold.
 */
export function periodBound(field: 'from' | 'to', value: string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const at = new Date(value);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999)
    throw invalidField(field, `"${field}" expects an ISO 8601 time from the year 1 to 9999.`);
  return at;
}
