import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { auditedEntities } from '../audit/entityChanges.ts';
import {
  accessLogs,
  clients,
  diagnostics,
  doors,
  entityChanges,
  items,
  locationGroups,
  locationPricing,
  locations,
  locks,
  modules,
  orders,
  outboxMessages,
  paymentCards,
  payments,
  userGroupMembers,
  userGroups,
  users,
} from '../db/schema/index.ts';
import { testClock, useTestApp } from '../testing/testApp.ts';
import { openEmptyTestDatabase } from '../testing/testDatabase.ts';
import { testConfig } from '../testing/testConfig.ts';
import { defaultTagKeys } from '@velo/domain';
import { demoModuleCounts } from './demoModules.ts';
import { demoSignIns } from './demoSignIns.ts';
import { seedDemoIfEmpty } from './seedDemo.ts';

const t = useTestApp();

describe('the demo seed', () => {
  it('has the five console sign-ins', async () => {
    const staff = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.userName,
          demoSignIns.map((signIn) => signIn.userName),
        ),
      )
      .orderBy(users.id);
    expect(staff.map((user) => user.userName)).toEqual(['admin', 'admin2fa', 'support', 'client', 'client-read']);
    const byName = Object.fromEntries(staff.map((user) => [user.userName, user]));
    expect(byName.admin2fa).toMatchObject({
      name: 'Admin',
      surname: 'Twofactor',
      twoFactorEnabled: true,
      twoFactorProvider: 1,
      roleNames: ['Admin'],
    });
    expect(byName.admin2fa?.phoneNumber).toMatch(/^47\d{8}$/);
    expect(byName.support?.roleNames).toEqual(['Support']);
    // Staff, as the Users page's Administrators tab lists them.
    expect(staff.every((user) => user.isAdmin)).toBe(true);
    expect(byName.client).toMatchObject({ isAdmin: true, clientId: 1, accessLevel: 2 });
    expect(byName['client-read']).toMatchObject({ isAdmin: true, clientId: 2, accessLevel: 0 });
    expect(staff.every((user) => user.passwordHash?.startsWith('$argon2id$'))).toBe(true);
  });

  it('has three client organisations and thousands of end users', async () => {
    expect(await t.db.select({ name: clients.name, email: clients.organizationEmail }).from(clients).orderBy(clients.id)).toEqual(
      [
        { name: 'Nordlys Parkering AS', email: 'post@nordlysparkering.no' },
        { name: 'Vestland Sykkeldrift AS', email: 'kontakt@vestlandsykkeldrift.no' },
        { name: 'Midtnorsk Mobilitet AS', email: 'post@midtnorskmobilitet.no' },
      ],
    );
    const endUsers = await t.db.select({ userName: users.userName }).from(users).where(eq(users.isAdmin, false));
    expect(endUsers.length).toBe(3000);
    expect(new Set(endUsers.map((user) => user.userName)).size).toBe(3000);
    expect(endUsers.every((user) => /^47[49]\d{7}$/.test(user.userName))).toBe(true);
  });

  it('has 25 locations in Norway over the three clients and none', async () => {
    const rows = await t.db.select().from(locations);
    expect(rows).toHaveLength(25);
    expect(rows.filter((row) => row.clientId === null)).toHaveLength(3);
    expect(new Set(rows.map((row) => row.clientId))).toEqual(new Set([1, 2, 3, null]));
    expect(
      rows.every((row) => row.latitude! > 57.9 && row.latitude! < 71.2 && row.longitude! > 4.5 && row.longitude! < 31.2),
    ).toBe(true);
    expect(new Set(rows.map((row) => row.municipality))).toEqual(
      new Set(['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Drammen', 'Kristiansand', 'Lillestrøm', 'Bærum']),
    );
    expect(new Set(rows.map((row) => row.isActive))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((row) => row.isPublic))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((row) => row.locationType))).toEqual(new Set([0, 1]));
    const [priced] = await t.db.select({ priced: count() }).from(locationPricing);
    expect(priced?.priced).toBe(22);
  });

  it("gives each client Staff, Residents and Students, and each private location two of its client's groups", async () => {
    const groups = await t.db.select().from(userGroups).orderBy(asc(userGroups.id));
    expect(groups.map((group) => `${group.clientId} ${group.name}`)).toEqual([
      '1 Staff',
      '1 Residents',
      '1 Students',
      '2 Staff',
      '2 Residents',
      '2 Students',
      '3 Staff',
      '3 Residents',
      '3 Students',
    ]);
    const admitted = await t.db
      .select({
        location: locations.id,
        accessControlType: locations.accessControlType,
        locationClient: locations.clientId,
        groupClient: userGroups.clientId,
        group: userGroups.name,
      })
      .from(locationGroups)
      .innerJoin(locations, eq(locations.id, locationGroups.locationId))
      .innerJoin(userGroups, eq(userGroups.id, locationGroups.groupId))
      .orderBy(asc(locations.id), asc(userGroups.id));
    expect(admitted).toHaveLength(10);
    expect(admitted.every((row) => row.accessControlType === 1 && row.groupClient === row.locationClient)).toBe(true);
    expect(new Set(admitted.map((row) => row.group))).toEqual(new Set(['Staff', 'Residents', 'Students']));
  });

  it("gives each group tens of end users: a client's Staff its own, its Residents and Students end users of no client", async () => {
    const rows = await t.db
      .select({
        group: userGroups.name,
        groupClient: userGroups.clientId,
        isAdmin: users.isAdmin,
        userClient: users.clientId,
        userId: users.id,
        groupId: userGroups.id,
      })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .innerJoin(users, eq(users.id, userGroupMembers.userId));
    const perGroup = new Map<number, typeof rows>();
    for (const row of rows) perGroup.set(row.groupId, [...(perGroup.get(row.groupId) ?? []), row]);
    expect(perGroup.size).toBe(9);
    for (const members of perGroup.values()) {
      expect(members.length).toBeGreaterThanOrEqual(20);
      expect(members.length).toBeLessThanOrEqual(60);
    }
    expect(rows.every((row) => !row.isAdmin)).toBe(true);
    expect(rows.filter((row) => row.group === 'Staff').every((row) => row.userClient === row.groupClient)).toBe(true);
    expect(rows.filter((row) => row.group !== 'Staff').every((row) => row.userClient === null)).toBe(true);
  });

  it('has doors of every type and lock type, with device data where a lock reports it', async () => {
    const rows = await t.db.select().from(doors);
    expect(rows.length).toBeGreaterThan(150);
    expect(new Set(rows.map((row) => row.doorType))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(rows.map((row) => row.lockType))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(rows.map((row) => row.deviceStatus))).toEqual(new Set(['ONLINE', 'OFFLINE', null]));
    expect(
      rows.filter((row) => row.lockType === 1).every((row) => /^\d+$/.test(row.localAccessKey!) && row.deviceStatus === null),
    ).toBe(true);
    expect(rows.filter((row) => row.lockType === 2).every((row) => /^NB-[0-9A-F]{8}$/.test(row.localAccessKey!))).toBe(true);
    expect(rows.filter((row) => row.lockType === 0).every((row) => row.localAccessKey === null)).toBe(true);
    const perLocation = await t.db.select({ doors: count() }).from(doors).groupBy(doors.locationId);
    expect(perLocation.every((location) => location.doors >= 4 && location.doors <= 20)).toBe(true);
  });

  it('has a lock for every NB and BLE door key, and 8 unused locks of each type for new doors', async () => {
    const [lockRows, bikelyDoors] = await Promise.all([
      t.db.select().from(locks),
      t.db
        .select()
        .from(doors)
        .where(inArray(doors.lockType, [2, 3])),
    ]);
    const lockTypeOf = new Map(lockRows.map((lock) => [lock.serial, lock.lockType]));
    expect(bikelyDoors.every((door) => lockTypeOf.get(door.localAccessKey!) === door.lockType)).toBe(true);
    const used = new Set(bikelyDoors.map((door) => door.localAccessKey));
    const unused = lockRows.filter((lock) => !used.has(lock.serial));
    expect(unused.filter((lock) => lock.lockType === 2).every((lock) => /^NB-[0-9A-F]{8}$/.test(lock.serial))).toBe(true);
    expect(unused.filter((lock) => lock.lockType === 3).every((lock) => /^BLE-[0-9A-F]{4}-[0-9A-F]{4}$/.test(lock.serial))).toBe(
      true,
    );
    expect(unused.map((lock) => lock.lockType).sort()).toEqual([...Array(8).fill(2), ...Array(8).fill(3)]);
  });

  it('has a year of orders by end users, of every order and payment status, some refunded and some partially', async () => {
    const orderRows = await t.db.select().from(orders).orderBy(asc(orders.id));
    expect(orderRows.length).toBeGreaterThan(2000);
    expect(orderRows.length).toBeLessThanOrEqual(3000);
    expect(new Set(orderRows.map((order) => order.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(orderRows.map((order) => order.paymentStatus))).toEqual(new Set([null, 0, 1, 2, 3, 4]));
    expect(new Set(orderRows.map((order) => order.invoiceCountryId))).toEqual(new Set([1, 2, 3]));
    const first = orderRows[0]!.creationTime.getTime();
    const last = orderRows.at(-1)!.creationTime.getTime();
    expect((last - first) / 86_400_000).toBeGreaterThan(360);
    expect((last - first) / 86_400_000).toBeLessThanOrEqual(365);

    const staffIds = new Set(
      (await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((user) => user.id),
    );
    expect(orderRows.some((order) => staffIds.has(order.userId))).toBe(false);
    expect(orderRows.every((order) => Math.abs(order.doorPriceExVat + order.doorPriceVat - order.doorPrice) < 0.005)).toBe(true);
    expect(orderRows.filter((order) => order.status === 2).every((order) => order.usedTo! > order.usedFrom!)).toBe(true);
  });

  it("gives each order payments its payment status follows, adding up to the order's price", async () => {
    const paymentRows = await t.db.select().from(payments).orderBy(asc(payments.id));
    const byOrder = new Map<number, typeof paymentRows>();
    for (const payment of paymentRows) byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
    const orderRows = await t.db.select().from(orders);
    expect(new Set(paymentRows.map((payment) => payment.status))).toEqual(new Set([0, 1, 2, 4]));
    for (const order of orderRows) {
      const statuses = (byOrder.get(order.id) ?? []).map((payment) => payment.status);
      const label = `order ${order.id}: ${order.paymentStatus} with ${statuses.join(', ')}`;
      switch (order.paymentStatus) {
        case null:
          expect(statuses, label).toEqual([]);
          break;
        case 3:
          expect(statuses.includes(2) && statuses.includes(1), label).toBe(true);
          break;
        default:
          expect(statuses.length, label).toBeGreaterThan(0);
          expect(new Set(statuses), label).toEqual(new Set([order.paymentStatus]));
      }
      if (statuses.length) {
        const paid = (byOrder.get(order.id) ?? []).reduce((sum, payment) => sum + payment.amount, 0);
        expect(Math.abs(paid - order.doorPrice), label).toBeLessThan(0.005);
      }
    }
  });

  it('has a year of diagnostics at every door but two, more of late and some in the last hour and a half', async () => {
    const rows = await t.db.select().from(diagnostics).orderBy(asc(diagnostics.id));
    expect(rows.length).toBeGreaterThan(40_000);
    expect(rows.length).toBeLessThan(60_000);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
    // Ids follow time, as they would as devices report.
    expect(rows.every((row, index) => index === 0 || row.creationTime >= rows[index - 1]!.creationTime)).toBe(true);
    expect(rows.every((row) => row.diagnosticDateTime < row.creationTime)).toBe(true);
    expect(rows.filter((row) => row.isNewUser).length / rows.length).toBeCloseTo(1 / 12, 1);

    const latest = rows.at(-1)!.creationTime.getTime();
    const daysBefore = (row: (typeof rows)[number]) => (latest - row.creationTime.getTime()) / 86_400_000;
    expect(Math.max(...rows.map(daysBefore))).toBeGreaterThan(360);
    expect(Math.max(...rows.map(daysBefore))).toBeLessThanOrEqual(365);
    const lastMonth = rows.filter((row) => daysBefore(row) < 30).length;
    const aMonthHalfAYearAgo = rows.filter((row) => daysBefore(row) >= 180 && daysBefore(row) < 210).length;
    expect(lastMonth).toBeGreaterThan(3 * aMonthHalfAYearAgo);

    const doorIds = (await t.db.select({ id: doors.id }).from(doors)).map((door) => door.id);
    const byDoor = new Map<number, typeof rows>();
    for (const row of rows) byDoor.set(row.doorId, [...(byDoor.get(row.doorId) ?? []), row]);
    expect(doorIds.filter((id) => !byDoor.has(id))).toHaveLength(2);
    for (const doorRows of byDoor.values()) expect(doorRows.some((row) => daysBefore(row) <= 90 / 1440)).toBe(true);
    const errorShares = [...byDoor.values()].map(
      (doorRows) => doorRows.filter((row) => row.status === 0).length / doorRows.length,
    );
    expect(errorShares.filter((share) => share < 0.02).length).toBeGreaterThan(byDoor.size / 2);
    expect(errorShares.filter((share) => share > 0.3).length).toBeGreaterThan(5);
  });

  it('has the refunds of about half the refunded orders audited, by admin or support, after the payment', async () => {
    const refunded = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.paymentStatus, [2, 3]));
    const audits = await t.db
      .select()
      .from(entityChanges)
      .where(eq(entityChanges.entityTypeFullName, auditedEntities.order))
      .orderBy(asc(entityChanges.id));
    const auditedOrders = new Set(audits.map((audit) => Number(audit.entityId)));
    const refundedById = new Map(refunded.map((order) => [order.id, order]));
    expect([...auditedOrders].every((id) => refundedById.has(id))).toBe(true);
    expect(auditedOrders.size / refunded.length).toBeGreaterThan(0.4);
    expect(auditedOrders.size / refunded.length).toBeLessThan(0.8);

    const refunders = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.userName, ['admin', 'support']));
    expect(new Set(audits.map((audit) => audit.userId))).toEqual(new Set(refunders.map((user) => user.id)));
    for (const orderId of auditedOrders) {
      const order = refundedById.get(orderId)!;
      const changes = audits.filter((audit) => Number(audit.entityId) === orderId);
      const steps = changes.map((audit) =>
        audit.propertyChanges.map((change) => `${change.propertyName} ${change.originalValue}>${change.newValue}`).join(),
      );
      expect(steps, `order ${orderId}`).toEqual(
        order.paymentStatus === 3
          ? ['paymentStatus 1>3']
          : steps.length === 1
            ? ['paymentStatus 1>2']
            : ['paymentStatus 1>3', 'paymentStatus 3>2'],
      );
      expect(changes.every((audit) => audit.changeType === 1 && audit.changeTime > order.creationTime)).toBe(true);
    }
  });

  it('has the Events screen show the doors and locations as they were left: each disabled door with its reason, each private location', async () => {
    const doorAudits = await t.db
      .select()
      .from(entityChanges)
      .where(eq(entityChanges.entityTypeFullName, auditedEntities.door))
      .orderBy(asc(entityChanges.changeTime), asc(entityChanges.id));
    const lastOf = new Map(doorAudits.map((audit) => [Number(audit.entityId), audit]));
    const seededDoors = await t.db.select().from(doors);
    for (const door of seededDoors.filter((each) => !each.status)) {
      expect(lastOf.get(door.id)?.propertyChanges, `door ${door.id}`).toEqual([
        { propertyName: 'Status', originalValue: 'true', newValue: 'false' },
        { propertyName: 'Description', originalValue: 'null', newValue: JSON.stringify(door.description) },
      ]);
    }
    const enabledAgain = seededDoors.filter((door) => door.status && lastOf.has(door.id));
    expect(enabledAgain.length).toBeGreaterThan(5);
    for (const door of enabledAgain) expect(lastOf.get(door.id)!.propertyChanges[0]).toMatchObject({ newValue: 'true' });

    const locationAudits = await t.db
      .select()
      .from(entityChanges)
      .where(eq(entityChanges.entityTypeFullName, auditedEntities.location));
    for (const location of (await t.db.select().from(locations)).filter((each) => each.accessControlType === 1)) {
      const made = locationAudits.find(
        (audit) => Number(audit.entityId) === location.id && audit.propertyChanges[0]!.propertyName === 'AccessControlType',
      );
      expect(made?.propertyChanges, `location ${location.id}`).toEqual([
        { propertyName: 'AccessControlType', originalValue: '0', newValue: '1' },
      ]);
    }
    const now = Date.now();
    expect([...doorAudits, ...locationAudits].every((audit) => audit.changeTime.getTime() <= now)).toBe(true);
  });

  it("has about twenty modules with Norwegian tags, most at a location with items linked to that location's doors", async () => {
    const [moduleRows, itemRows, doorRows] = await Promise.all([
      t.db.select().from(modules).orderBy(asc(modules.id)),
      t.db.select().from(items).orderBy(asc(items.id)),
      t.db.select().from(doors),
    ]);
    expect(moduleRows).toHaveLength(demoModuleCounts.placed + demoModuleCounts.notAssigned);
    expect(moduleRows.filter((module) => module.locationId === null)).toHaveLength(3);
    expect(new Set(moduleRows.map((module) => module.name)).size).toBe(moduleRows.length);
    expect(moduleRows.every((module) => /^VM-20\d\d-\d{4}$/.test(module.name))).toBe(true);
    expect(moduleRows.every((module) => Object.keys(module.tags).sort().join() === [...defaultTagKeys].sort().join())).toBe(true);
    expect(moduleRows.every((module) => /^\d\d\.\d\d\.20\d\d$/.test(module.tags['Created date']!))).toBe(true);

    const doorById = new Map(doorRows.map((door) => [door.id, door]));
    const moduleById = new Map(moduleRows.map((module) => [module.id, module]));
    for (const item of itemRows) {
      const module = moduleById.get(item.moduleId)!;
      if (module.locationId === null) {
        expect(item.doorId).toBeNull();
        continue;
      }
      const door = doorById.get(item.doorId!)!;
      expect(door.locationId).toBe(module.locationId);
      expect(item).toMatchObject({
        name: door.name,
        doorType: door.doorType,
        lockType: door.lockType,
        localAccessKey: door.localAccessKey,
        hasCharger: door.hasCharger,
        maxConcurrent: door.maxConcurrent,
      });
    }
    const linked = itemRows.filter((item) => item.doorId !== null);
    expect(new Set(linked.map((item) => item.doorId)).size).toBe(linked.length);
    expect(itemRows.length).toBeGreaterThanOrEqual(2 * moduleRows.length);
  });

  it('gives most end users a card or two, each used order its passes of the door, and end users a few hundred SMS', async () => {
    const cards = await t.db.select().from(paymentCards);
    const holders = new Set(cards.map((card) => card.userId));
    expect(holders.size).toBeGreaterThan(3000 * 0.7);
    expect(holders.size).toBeLessThan(3000 * 0.9);
    expect(cards.length).toBeLessThanOrEqual(holders.size * 2);
    expect(new Set(cards.map((card) => card.brand))).toEqual(new Set(['Visa', 'Mastercard']));
    expect(cards.every((card) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expireDate) && /^card_\w{24}$/.test(card.cardId))).toBe(
      true,
    );

    const usedOrders = await t.db.select().from(orders).where(isNotNull(orders.usedFrom));
    const passes = await t.db.select().from(accessLogs);
    expect(passes.length).toBe(usedOrders.length + usedOrders.filter((order) => order.usedTo !== null).length);
    const byOrder = new Map(usedOrders.map((order) => [order.id, order]));
    for (const pass of passes) {
      const order = byOrder.get(pass.orderId!)!;
      expect(pass).toMatchObject({ creatorUserId: order.userId, doorId: order.doorId });
      expect(pass.creationTime).toEqual(pass.direction === 0 ? order.usedFrom : order.usedTo);
    }

    const messages = await t.db.select().from(outboxMessages).where(isNotNull(outboxMessages.userId));
    expect(messages.length).toBe(300);
    const endUserIds = new Set(
      (await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, false))).map((user) => user.id),
    );
    expect(messages.every((message) => message.channel === 'sms' && endUserIds.has(message.userId!))).toBe(true);
    expect(messages.every((message) => message.sentOrReceivedAt! >= message.creationTime)).toBe(true);
  });

  it('does not seed a database that already has users', async () => {
    expect(await seedDemoIfEmpty(t.db, testConfig().passwordHashCost, t.clock)).toBe(false);
    const [total] = await t.db.select({ locations: count() }).from(locations);
    expect(total?.locations).toBe(25);
  });
});

/** What the seed wrote, without what depends on when it ran (times) or on chance by design (password salts). */
async function seeded(db: Db) {
  const [
    clientRows,
    userRows,
    locationRows,
    pricingRows,
    doorRows,
    groupRows,
    memberRows,
    admittedRows,
    orderRows,
    paymentRows,
    diagnosticRows,
    auditRows,
    cardRows,
    accessLogRows,
    messageRows,
  ] = await Promise.all([
    db.select().from(clients).orderBy(asc(clients.id)),
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(locations).orderBy(asc(locations.id)),
    db.select().from(locationPricing).orderBy(asc(locationPricing.locationId)),
    db.select().from(doors).orderBy(asc(doors.id)),
    db.select().from(userGroups).orderBy(asc(userGroups.id)),
    db.select().from(userGroupMembers).orderBy(asc(userGroupMembers.groupId), asc(userGroupMembers.userId)),
    db.select().from(locationGroups).orderBy(asc(locationGroups.locationId), asc(locationGroups.groupId)),
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(payments).orderBy(asc(payments.id)),
    db.select().from(diagnostics).orderBy(asc(diagnostics.id)),
    db.select().from(entityChanges).orderBy(asc(entityChanges.id)),
    db.select().from(paymentCards).orderBy(asc(paymentCards.id)),
    db.select().from(accessLogs).orderBy(asc(accessLogs.id)),
    db.select().from(outboxMessages).orderBy(asc(outboxMessages.id)),
  ]);
  return {
    // A concurrency stamp is random by design: each save draws a new one.
    clients: clientRows.map(({ creationTime: _, concurrencyStamp: __, ...client }) => client),
    users: userRows.map(({ creationTime: _, concurrencyStamp: __, passwordHash, ...user }) => ({
      ...user,
      hasPassword: passwordHash !== null,
    })),
    locations: locationRows.map(
      ({ creationTime: _, concurrencyStamp: __, maintenanceStartTime, maintenanceEndingTime, ...location }) => ({
        ...location,
        hasMaintenanceStart: maintenanceStartTime !== null,
        hasMaintenanceEnd: maintenanceEndingTime !== null,
      }),
    ),
    pricing: pricingRows,
    doors: doorRows.map(({ creationTime: _, concurrencyStamp: __, lastHeartBeat, ...door }) => ({
      ...door,
      hasHeartBeat: lastHeartBeat !== null,
    })),
    groups: groupRows.map(({ creationTime: _, concurrencyStamp: __, ...group }) => group),
    groupMembers: memberRows,
    admittedGroups: admittedRows,
    orders: orderRows.map(({ creationTime: _, concurrencyStamp: __, usedFrom, usedTo, ...order }) => ({
      ...order,
      hasUsedFrom: usedFrom !== null,
      hasUsedTo: usedTo !== null,
    })),
    payments: paymentRows.map(({ creationTime: _, ...payment }) => payment),
    // The device's clock's lag is drawn; the times themselves follow the seed's now.
    diagnostics: diagnosticRows.map(({ creationTime, diagnosticDateTime, ...diagnostic }) => ({
      ...diagnostic,
      deviceLag: creationTime.getTime() - diagnosticDateTime.getTime(),
    })),
    refundAudits: auditRows.map(({ changeTime: _, ...audit }) => audit),
    // A card's expiry counts from the seed's year.
    paymentCards: cardRows.map(({ creationTime: _, expireDate, ...card }) => ({ ...card, expiryMonth: expireDate.slice(0, 2) })),
    accessLogs: accessLogRows.map(({ creationTime: _, ...pass }) => pass),
    messages: messageRows.map(({ creationTime, sentOrReceivedAt, ...message }) => ({
      ...message,
      deliveredAfter: sentOrReceivedAt!.getTime() - creationTime.getTime(),
    })),
  };
}

describe('the demo seed, run again on another database at another time', () => {
  let second: Database;

  beforeAll(async () => {
    second = await openEmptyTestDatabase();
    await second.migrate();
    const aYearAgo = testClock(new Date(Date.now() - 365 * 86_400_000));
    expect(await seedDemoIfEmpty(second.db, testConfig().passwordHashCost, aYearAgo)).toBe(true);
  });
  afterAll(() => second?.close());

  it('writes the same clients, users, locations, pricing, doors, groups and their members, orders, payments, refund audits and diagnostics', async () => {
    const [again, first] = await Promise.all([seeded(second.db), seeded(t.db)]);
    expect(again.groups.length).toBe(9);
    expect(again.admittedGroups.length).toBe(10);
    expect(again.groupMembers.length).toBeGreaterThan(9 * 20);
    expect(again.doors.length).toBeGreaterThan(150);
    expect(again.users.length).toBe(3005);
    expect(again.diagnostics.length).toBe(first.diagnostics.length);
    expect(again.refundAudits.length).toBeGreaterThan(50);
    expect(again.orders.length).toBe(2500);
    expect(again.paymentCards.length).toBeGreaterThan(2000);
    expect(again.accessLogs.length).toBeGreaterThan(2000);
    expect(again.messages.length).toBe(300);
    expect(again).toEqual(first);
  });

  it('writes the same modules and items', async () => {
    const written = async (db: Db) => ({
      modules: (await db.select().from(modules).orderBy(asc(modules.id))).map(
        ({ creationTime: _, concurrencyStamp: __, ...module }) => module,
      ),
      items: (await db.select().from(items).orderBy(asc(items.id))).map(
        ({ creationTime: _, concurrencyStamp: __, ...item }) => item,
      ),
    });
    const [again, first] = await Promise.all([written(second.db), written(t.db)]);
    expect(again.modules.length).toBe(20);
    expect(again).toEqual(first);
  });

  it('writes the same locks', async () => {
    const lockRows = (db: Db) =>
      db.select({ serial: locks.serial, name: locks.name, lockType: locks.lockType }).from(locks).orderBy(asc(locks.serial));
    const [again, first] = await Promise.all([lockRows(second.db), lockRows(t.db)]);
    expect(again.length).toBeGreaterThan(16);
    expect(again).toEqual(first);
  });

  it('draws the same door keys', async () => {
    const keys = (db: Db) =>
      db.select({ key: doors.localAccessKey }).from(doors).where(eq(doors.lockType, 2)).orderBy(asc(doors.id)).limit(5);
    const [again, first] = await Promise.all([keys(second.db), keys(t.db)]);
    expect(first.every((door) => /^NB-[0-9A-F]{8}$/.test(door.key!))).toBe(true);
    expect(again).toEqual(first);
  });
});
