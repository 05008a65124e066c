import { eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { clients, locations } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';

export const noSuchClient = 'There is no client with this id.';
export const noSuchLocation = 'There is no location with this id.';

/** Which locations a dashboard call sums: a condition on a location id column, or none for all. */
export type LocationFilter = (locationId: SQL) => SQL | undefined;

/**
 * The locations a dashboard request covers: an admin's choice of all, a client's or one location; a
 * client administrator's own client's, or one of its locations. Another client, or a location that is
 * not there or not the caller's (or not the chosen client's), is answered 404, as tenancy answers
 * every foreign record. Asks the database only to find a chosen location or an admin's chosen client.
 */
export async function dashboardScope(
  db: Db,
  caller: Caller,
  { clientId, locationId }: { clientId?: number | null; locationId?: number | null },
): Promise<LocationFilter> {
  let client: number | undefined;
  switch (caller.role) {
    case 'support':
      throw forbidden();
    case 'client':
      if (clientId != null && clientId !== caller.clientId) throw notFound(noSuchClient);
      if (caller.clientId === null) return () => sql`false`;
      client = caller.clientId;
      break;
    case 'admin':
      client = clientId ?? undefined;
  }
  if (locationId != null) {
    const [location] = await db.select({ clientId: locations.clientId }).from(locations).where(eq(locations.id, locationId));
    if (!location || (client !== undefined && location.clientId !== client)) throw notFound(noSuchLocation);
    return (column) => sql`${column} = ${locationId}`;
  }
  if (client === undefined) return () => undefined;
  if (caller.role === 'admin') {
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, client));
    if (!found) throw notFound(noSuchClient);
  }
  const ownedBy = client;
  return (column) => sql`${column} in (select ${locations.id} from ${locations} where ${locations.clientId} = ${ownedBy})`;
}
