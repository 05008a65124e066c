import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import type { PasswordHashCost } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  clients,
  doors,
  locationGroups,
  locationPricing,
  locations,
  locks,
  orders,
  payments,
  userGroups,
  users,
} from '../db/schema/index.ts';
import { demoClients } from './demoClients.ts';
import { admittedGroups, demoGroups } from './demoGroups.ts';
import { demoLocations } from './demoLocations.ts';
import { demoLocks } from './demoLocks.ts';
import { demoOrders, type DemoOrder } from './demoOrders.ts';
import { demoPassword } from './demoSignIns.ts';
import { demoEndUsers, demoStaff } from './demoUsers.ts';
import { seededRandom } from './random.ts';

const endUserCount = 300;
// A year of orders, kept small enough for a quick first start.
const orderCount = 2500;
// Rows per INSERT: one statement per chunk, well under PostgreSQL's 65,535 parameters.
const insertChunk = 500;

/** Seeds the demo (clients and their groups, staff, end users, locations with pricing, doors and admitted groups) into a database without users; answers whether it did. */
export async function seedDemoIfEmpty(db: Db, cost: PasswordHashCost, clock: Clock): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(users);
  if (existing && existing.users > 0) return false;
  await seedDemo(db, cost, clock());
  return true;
}

async function seedDemo(db: Db, cost: PasswordHashCost, now: Date): Promise<void> {
  const random = seededRandom(2025);
  const staffNames = ['admin', 'admin2fa', 'support', 'client', 'client-read'];
  const staffHashes = new Map(
    await Promise.all(staffNames.map(async (name) => [name, await hashPassword(demoPassword, cost)] as const)),
  );
  // One hash for all end users: hundreds of argon2 hashes would hold up the first start for no demo value.
  const endUserHash = await hashPassword(demoPassword, cost);

  await db.transaction(async (tx) => {
    const clientIds = (await tx.insert(clients).values(demoClients).returning({ id: clients.id })).map((row) => row.id);
    const groupIds = (await tx.insert(userGroups).values(demoGroups(clientIds)).returning({ id: userGroups.id })).map(
      (row) => row.id,
    );
    await tx.insert(users).values(demoStaff((name) => staffHashes.get(name)!, clientIds, now));
    const endUsers = demoEndUsers(endUserCount, endUserHash, clientIds, now, random);
    const endUserIds = (await tx.insert(users).values(endUsers).returning({ id: users.id })).map((row) => row.id);

    let privateIndex = 0;
    for (const demo of demoLocations(clientIds, endUserIds, now, random)) {
      const [inserted] = await tx.insert(locations).values(demo.location).returning({ id: locations.id });
      const locationId = inserted!.id;
      if (demo.pricing) await tx.insert(locationPricing).values({ ...demo.pricing, locationId });
      await tx.insert(doors).values(demo.doors.map((door) => ({ ...door, locationId })));
      const admitted = admittedGroups(demo.location, privateIndex, clientIds, groupIds);
      if (admitted.length) {
        privateIndex += 1;
        await tx.insert(locationGroups).values(admitted.map((groupId) => ({ locationId, groupId })));
      }
    }
    const doorKeys = await tx
      .select({ lockType: doors.lockType, localAccessKey: doors.localAccessKey, localAccessKeyName: doors.localAccessKeyName })
      .from(doors);
    await tx.insert(locks).values(demoLocks(doorKeys)).onConflictDoNothing();

    const doorIds = (await tx.select({ id: doors.id }).from(doors).orderBy(doors.id)).map((row) => row.id);
    const orderingUsers = endUsers.map((user, index) => ({
      id: endUserIds[index]!,
      name: user.name,
      surname: user.surname,
      phoneNumber: user.phoneNumber ?? null,
      emailAddress: user.emailAddress ?? null,
    }));
    await insertOrders(tx, demoOrders(orderCount, orderingUsers, doorIds, now, seededRandom(2026)));
  });
}

/** Orders and their payments, a chunk of orders per statement and their payments in one more. */
async function insertOrders(tx: Db, demo: DemoOrder[]) {
  for (let start = 0; start < demo.length; start += insertChunk) {
    const chunk = demo.slice(start, start + insertChunk);
    const orderIds = await tx
      .insert(orders)
      .values(chunk.map((made) => made.order))
      .returning({ id: orders.id });
    // RETURNING answers a multi-row VALUES insert's rows in the order given.
    const chunkPayments = chunk.flatMap((made, index) =>
      made.payments.map((payment) => ({ ...payment, orderId: orderIds[index]!.id })),
    );
    if (chunkPayments.length) await tx.insert(payments).values(chunkPayments);
  }
}
