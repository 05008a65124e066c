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
import { demoLocations, type DemoLocation } from './demoLocations.ts';
import { demoLocks } from './demoLocks.ts';
import { seedDemoMessageTemplates } from './demoMessageTemplates.ts';
import { seedDemoModules } from './demoModules.ts';
import { seedDemoTerms } from './demoTerms.ts';
import { demoOrders, type DemoOrder } from './demoOrders.ts';
import { demoPassword } from './demoSignIns.ts';
import { demoEndUsers, demoStaff } from './demoUsers.ts';
import { insertUserActivity } from './demoUserActivity.ts';
import { insertInChunks } from './insertInChunks.ts';
import { seededRandom, type Random } from './random.ts';

// Thousands of end users. The first few hundred are drawn from the seed's main random as they always
// were, so the locations, doors and orders drawn after them stay the same; the rest from their own.
const endUserCount = 3000;
const firstEndUsers = 300;
// A year of orders, kept small enough for a quick first start.
const orderCount = 2500;
// Diagnostics go as five arrays a statement (unnest), so a chunk can be larger.
const diagnosticsChunk = 5_000;
// The share of the refunded orders whose refunds the Events screen shows (done by admin or support).
const auditedRefundShare = 0.6;

/** Whether anyone has an account: a database with users is never seeded. */
export async function hasUsers(db: Db): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(users);
  return (existing?.users ?? 0) > 0;
}

/** Seeds the demo into a database without users; answers whether it did. */
export async function seedDemoIfEmpty(db: Db, cost: PasswordHashCost, clock: Clock): Promise<boolean> {
  if (await hasUsers(db)) return false;
  await seedDemo(db, cost, clock());
  return true;
}

/**
 * Seeds the demo, in one transaction: clients and their groups, staff, end users, locations with
 * pricing, doors and admitted groups, locks, modules, content, a year of orders and diagnostics,
 * audits, device readings and the end users' activity.
 */
export async function seedDemo(db: Db, cost: PasswordHashCost, now: Date): Promise<void> {
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
    const endUserIds = (
      await insertInChunks(endUsers, (chunk) => tx.insert(users).values(chunk).returning({ id: users.id }))
    ).flatMap((chunk) => chunk.map((row) => row.id));
    const members = endUsers.map((user, index) => ({ id: endUserIds[index]!, clientId: user.clientId ?? null }));
    await tx.insert(userGroupMembers).values(demoGroupMembers(seededGroups, members, seededRandom(2030)));

    await insertLocations(tx, demoLocations(clientIds, endUserIds, now, random), clientIds, groupIds);
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
    await insertInChunks(audits, (chunk) => tx.insert(entityChanges).values(chunk));
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
  await insertInChunks(audits, (chunk) => tx.insert(entityChanges).values(chunk));
}

/**
 * The locations, a statement for all of them and one each for their pricing, their doors and the
 * groups admitted to the private ones (the first client's groups to the first private location, and so on).
 */
async function insertLocations(tx: Db, demo: DemoLocation[], clientIds: number[], groupIds: number[]) {
  // RETURNING answers a multi-row VALUES insert's rows in the order given.
  const ids = (
    await tx
      .insert(locations)
      .values(demo.map((made) => made.location))
      .returning({ id: locations.id })
  ).map((row) => row.id);
  const pricing = demo.flatMap((made, index) => (made.pricing ? [{ ...made.pricing, locationId: ids[index]! }] : []));
  if (pricing.length) await tx.insert(locationPricing).values(pricing);
  const locationDoors = demo.flatMap((made, index) => made.doors.map((door) => ({ ...door, locationId: ids[index]! })));
  await insertInChunks(locationDoors, (chunk) => tx.insert(doors).values(chunk));
  let privateIndex = 0;
  const admitted = demo.flatMap((made, index) => {
    const groups = admittedGroups(made.location, privateIndex, clientIds, groupIds);
    if (groups.length) privateIndex += 1;
    return groups.map((groupId) => ({ locationId: ids[index]!, groupId }));
  });
  if (admitted.length) await tx.insert(locationGroups).values(admitted);
}

/** A PostgreSQL array literal of values the seed made (numbers, booleans, ISO times), for `unnest`. */
const arrayLiteral = (values: ReadonlyArray<number | boolean | string>) => `{${values.join(',')}}`;

/**
 * Diagnostics, a chunk a statement as one array per column: tens of thousands of rows go in about
 * three times as fast as in multi-row VALUES, whose every value is a parameter of its own.
 */
async function insertDiagnostics(tx: Db, rows: Array<typeof diagnostics.$inferInsert>) {
  await insertInChunks(
    rows,
    (chunk) => {
      const column = <Value extends number | boolean | string>(value: (row: (typeof chunk)[number]) => Value) =>
        arrayLiteral(chunk.map(value));
      return tx.execute(sql`insert into ${diagnostics} (door_id, status, creation_time, diagnostic_date_time, is_new_user)
      select * from unnest(${column((row) => row.doorId)}::integer[], ${column((row) => row.status)}::integer[],
        ${column((row) => row.creationTime!.toISOString())}::timestamptz[],
        ${column((row) => row.diagnosticDateTime.toISOString())}::timestamptz[], ${column((row) => row.isNewUser ?? false)}::boolean[])`);
    },
    diagnosticsChunk,
  );
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
  const ids = await insertInChunks(demo, async (chunk) => {
    const orderIds = await tx
      .insert(orders)
      .values(chunk.map((made) => made.order))
      .returning({ id: orders.id });
    // RETURNING answers a multi-row VALUES insert's rows in the order given.
    const chunkPayments = chunk.flatMap((made, index) =>
      made.payments.map((payment) => ({ ...payment, orderId: orderIds[index]!.id })),
    );
    if (chunkPayments.length) await tx.insert(payments).values(chunkPayments);
    return orderIds.map((row) => row.id);
  });
  return ids.flat();
}
