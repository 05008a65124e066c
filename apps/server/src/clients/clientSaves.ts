import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ClientDetails } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { clients, locations, userGroups, users } from '../db/schema/index.ts';
import { badRequest, notFound, staleRecord } from '../http/errors.ts';
import { clientDetailColumns } from './clientDtos.ts';

export const noSuchClient = 'There is no client with this id.';

/** A client the caller may see (`scope`), with its version; 404 otherwise. */
export async function readClient(db: Db, scope: SQL | undefined, id: number): Promise<ClientDetails> {
  const [found] = await db
    .select(clientDetailColumns)
    .from(clients)
    .where(and(scope, eq(clients.id, id)));
  if (!found) throw notFound(noSuchClient);
  return found;
}

/**
 * Locks a client the caller may see for the rest of the transaction and answers it as it is: 404 when
 * it cannot see it, 409 when a stamp is sent and is not the stored one.
 */
export async function lockClientForSave(tx: Db, scope: SQL | undefined, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select(clientDetailColumns)
    .from(clients)
    .where(and(scope, eq(clients.id, id)))
    .for('update');
  if (!found) throw notFound(noSuchClient);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  return found;
}

const counted = (amount: number, noun: string) => `${amount} ${noun}${amount === 1 ? '' : 's'}`;

/**
 * A client is deleted only when nothing is its own any more: its locations, users (administrators
 * and end users) and groups are moved or deleted first, so that deleting a client never takes
 * people's sign-ins, lockers or admissions with it. The message says what is left.
 */
export async function requireNothingOwned(tx: Db, clientId: number) {
  const [[ownLocations], [ownUsers], [ownGroups]] = await Promise.all([
    tx.select({ count: count() }).from(locations).where(eq(locations.clientId, clientId)),
    tx.select({ count: count() }).from(users).where(eq(users.clientId, clientId)),
    tx.select({ count: count() }).from(userGroups).where(eq(userGroups.clientId, clientId)),
  ]);
  const left = [
    [ownLocations!.count, 'location'],
    [ownUsers!.count, 'user'],
    [ownGroups!.count, 'group'],
  ] as const;
  const owned = left.filter(([amount]) => amount > 0).map(([amount, noun]) => counted(amount, noun));
  if (owned.length === 0) return;
  const listed = owned.length === 1 ? owned[0] : `${owned.slice(0, -1).join(', ')} and ${owned.at(-1)}`;
  throw badRequest('Client.InUse', `This client still has ${listed}: move or delete them first.`);
}
