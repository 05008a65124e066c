import { count, inArray, sql } from 'drizzle-orm';
import { auditedEntities } from '../audit/entityChanges.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addMinutes, type Clock } from '../clock.ts';
import type { PasswordHashCost } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  clients,
  diagnostics,
  doors,
  entityChanges,
  entityChangeTypes,
  locationGroups,
  locationPricing,
  locations,
  locks,
  orders,
  payments,
  userGroupMembers,
  userGroups,
  users,
  type PropertyChange,
} from '../db/schema/index.ts';
import { seedDemoAnnouncements } from './demoAnnouncements.ts';
import { demoClients } from './demoClients.ts';
import { seedDemoDeviceReadings } from './demoDeviceReadings.ts';
import { demoDiagnostics } from './demoDiagnostics.ts';
import { demoDoorAndLocationAudits } from './demoEvents.ts';
import { admittedGroups, demoGroupMembers, demoGroups } from './demoGroups.ts';
import { demoLocations } from './demoLocations.ts';
import { demoLocks } from './demoLocks.ts';
import { seedDemoMessageTemplates } from './demoMessageTemplates.ts';
import { seedDemoModules } from './demoModules.ts';
import { seedDemoTerms } from './demoTerms.ts';
import { demoOrders, type DemoOrder } from './demoOrders.ts';
import { demoPassword } from './demoSignIns.ts';
import { demoEndUsers, demoStaff } from './demoUsers.ts';
import { insertUserActivity } from './demoUserActivity.ts';
import { seededRandom, type Random } from './random.ts';

// Thousands of end users. The first few hundred are drawn from the seed's main random as they always
// were, so the locations, doors and orders drawn after them stay the same; the rest from their own.
const endUserCount = 3000;
const firstEndUsers = 300;
// A year of orders, kept small enough for a quick first start.
const orderCount = 2500;
// Rows per INSERT: one statement per chunk, well under PostgreSQL's 65,535 parameters.
const insertChunk = 500;
// Diagnostics go as five arrays a statement (unnest), so a chunk can be large.
const diagnosticsChunk = 10_000;
// The share of the refunded orders whose refunds the Events screen shows (done by admin or support).
const auditedRefundShare = 0.6;

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
    const seededGroups = await tx
      .insert(userGroups)
      .values(demoGroups(clientIds))
      .returning({ id: userGroups.id, name: userGroups.name, clientId: userGroups.clientId });
    const groupIds = seededGroups.map((row) => row.id);
    await tx.insert(users).values(demoStaff((name) => staffHashes.get(name)!, clientIds, now));
    const endUsers = moreEndUsers(demoEndUsers(firstEndUsers, endUserHash, clientIds, now, random), (count) =>
      demoEndUsers(count, endUserHash, clientIds, now, seededRandom(2027)),
    );
    const endUserIds = (await tx.insert(users).values(endUsers).returning({ id: users.id })).map((row) => row.id);
    const members = endUsers.map((user, index) => ({ id: endUserIds[index]!, clientId: user.clientId ?? null }));
    await tx.insert(userGroupMembers).values(demoGroupMembers(seededGroups, members, seededRandom(2030)));

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
    await seedDemoModules(tx, now);
    await seedDemoMessageTemplates(tx, clientIds);
    await seedDemoTerms(tx, now);
    await seedDemoAnnouncements(tx, now);

    const doorIds = (await tx.select({ id: doors.id }).from(doors).orderBy(doors.id)).map((row) => row.id);
    const orderingUsers = endUsers.map((user, index) => ({
      id: endUserIds[index]!,
      name: user.name,
      surname: user.surname,
      phoneNumber: user.phoneNumber ?? null,
      emailAddress: user.emailAddress ?? null,
    }));
    const demo = demoOrders(orderCount, orderingUsers, doorIds, now, seededRandom(2026));
    const orderIds = await insertOrders(tx, demo);
    const refunders = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.userName, ['admin', 'support']))
        .orderBy(users.id)
    ).map((row) => row.id);
    const audits = refundAudits(demo, orderIds, refunders, now, seededRandom(2028));
    for (let start = 0; start < audits.length; start += insertChunk)
      await tx.insert(entityChanges).values(audits.slice(start, start + insertChunk));
    await insertDoorAndLocationAudits(tx, clientIds[0]!, now);

    await insertDiagnostics(tx, demoDiagnostics(doorIds, now, seededRandom(2029)));
    await seedDemoDeviceReadings(tx, now);
    await insertUserActivity(tx, { users: orderingUsers, demo, orderIds, now });
  });
}

/** The changes the Events screen shows for the doors and locations as seeded, by admin and the first client's administrator. */
async function insertDoorAndLocationAudits(tx: Db, firstClientId: number, now: Date) {
  const staff = await tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['admin', 'client']));
  const idOf = (userName: string) => staff.find((user) => user.userName === userName)!.id;
  const seededDoors = await tx
    .select({ id: doors.id, status: doors.status, description: doors.description })
    .from(doors)
    .orderBy(doors.id);
  const seededLocations = await tx
    .select({
      id: locations.id,
      isActive: locations.isActive,
      accessControlType: locations.accessControlType,
      clientId: locations.clientId,
      hasPricing: sql<boolean>`exists (select 1 from ${locationPricing} where ${locationPricing.locationId} = ${locations.id})`,
    })
    .from(locations)
    .orderBy(locations.id);
  const actors = {
    admin: idOf('admin'),
    client: idOf('client'),
    clientLocationIds: new Set(
      seededLocations.filter((location) => location.clientId === firstClientId).map((location) => location.id),
    ),
  };
  const audits = demoDoorAndLocationAudits(seededDoors, seededLocations, actors, now, seededRandom(2031));
  for (let start = 0; start < audits.length; start += insertChunk)
    await tx.insert(entityChanges).values(audits.slice(start, start + insertChunk));
}

/** A PostgreSQL array literal of values the seed made (numbers, booleans, ISO times), for `unnest`. */
const arrayLiteral = (values: ReadonlyArray<number | boolean | string>) => `{${values.join(',')}}`;

/**
 * Diagnostics, a chunk a statement as one array per column: tens of thousands of rows go in about
 * three times as fast as in multi-row VALUES, whose every value is a parameter of its own.
 */
async function insertDiagnostics(tx: Db, rows: Array<typeof diagnostics.$inferInsert>) {
  for (let start = 0; start < rows.length; start += diagnosticsChunk) {
    const chunk = rows.slice(start, start + diagnosticsChunk);
    const column = <Value extends number | boolean | string>(value: (row: (typeof chunk)[number]) => Value) =>
      arrayLiteral(chunk.map(value));
    await tx.execute(sql`insert into ${diagnostics} (door_id, status, creation_time, diagnostic_date_time, is_new_user)
      select * from unnest(${column((row) => row.doorId)}::integer[], ${column((row) => row.status)}::integer[],
        ${column((row) => row.creationTime!.toISOString())}::timestamptz[],
        ${column((row) => row.diagnosticDateTime.toISOString())}::timestamptz[], ${column((row) => row.isNewUser ?? false)}::boolean[])`);
  }
}

/** The first end users and as many more as make `endUserCount`, their phone numbers (user names) all different. */
function moreEndUsers<User extends { userName: string }>(first: User[], draw: (count: number) => User[]): User[] {
  const taken = new Set(first.map((user) => user.userName));
  const more = draw(endUserCount - first.length + 50).filter((user) => !taken.has(user.userName));
  return [...first, ...more.slice(0, endUserCount - first.length)];
}

/**
 * The refunds of a share of the refunded orders, as the Order/Refund call audits them: for each
 * Refunded payment in turn, the order's PaymentStatus from Paid (1) to Partially Refunded (3) while
 * some payment is left, or Refunded (2), by admin or support, some minutes to two days after the
 * payment and never after `now`.
 */
function refundAudits(demo: DemoOrder[], orderIds: number[], refunders: number[], now: Date, random: Random) {
  const audits: Array<typeof entityChanges.$inferInsert> = [];
  demo.forEach(({ order, payments: orderPayments }, index) => {
    if (order.paymentStatus !== 2 && order.paymentStatus !== 3) return;
    if (!random.chance(auditedRefundShare)) return;
    const userId = random.pick(refunders);
    let paymentStatus = 1;
    let changeTime = order.creationTime!;
    orderPayments.forEach((payment, refunded) => {
      if (payment.status !== 2) return;
      const after = refunded + 1 === orderPayments.length && orderPayments.every((each) => each.status === 2) ? 2 : 3;
      const due = addMinutes(payment.creationTime!, random.integer(5, 2 * 24 * 60));
      changeTime = new Date(Math.min(Math.max(due.getTime(), changeTime.getTime() + 60_000), addMinutes(now, -1).getTime()));
      const propertyChanges: PropertyChange[] = [
        { propertyName: 'paymentStatus', originalValue: String(paymentStatus), newValue: String(after) },
      ];
      audits.push({
        changeTime,
        changeType: entityChangeTypes.updated,
        entityTypeFullName: auditedEntities.order,
        entityId: String(orderIds[index]!),
        userId,
        propertyChanges,
      });
      paymentStatus = after;
    });
  });
  return audits;
}

/** Orders and their payments, a chunk of orders per statement and their payments in one more; answers the orders' ids in order. */
async function insertOrders(tx: Db, demo: DemoOrder[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < demo.length; start += insertChunk) {
    const chunk = demo.slice(start, start + insertChunk);
    const orderIds = await tx
      .insert(orders)
      .values(chunk.map((made) => made.order))
      .returning({ id: orders.id });
    ids.push(...orderIds.map((row) => row.id));
    // RETURNING answers a multi-row VALUES insert's rows in the order given.
    const chunkPayments = chunk.flatMap((made, index) =>
      made.payments.map((payment) => ({ ...payment, orderId: orderIds[index]!.id })),
    );
    if (chunkPayments.length) await tx.insert(payments).values(chunkPayments);
  }
  return ids;
}
