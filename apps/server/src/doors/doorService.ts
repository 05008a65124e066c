import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  activateDoor,
  adminUnlockDoor,
  createDoor,
  getBleLocks,
  getDoor,
  getDoorList,
  getLocks,
  getNbLocks,
  updateDoor,
} from '@velo/api-client/contract';
import { canUnlockDoor } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { doorEvents, doors, type DoorEventKind } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listItems, listPage, mapPage } from '../lists/listPage.ts';
import { doorScope, locationScope } from '../tenancy.ts';
import { doorDto, doorListSource } from './doorDtos.ts';
import { doorListFieldSet } from './doorListFields.ts';
import { claimDoorKey, readLocks } from './doorLocks.ts';
import { holdLocation, lockDoorForSave, noSuchDoor, recordDoorChange } from './doorSaves.ts';
import type { UnlockOutcome } from './lockGateway.ts';

// An unlock that reached the lock but did not open it is recorded with why.
const unlockFailures: Record<
  Exclude<UnlockOutcome, 'unlocked'>,
  { reason: string; code: 'Door.DeviceOffline' | 'Door.LockGatewayFailed' }
> = {
  offline: { reason: 'Not unlocked: the lock is offline.', code: 'Door.DeviceOffline' },
  failed: { reason: 'Not unlocked: the lock did not answer.', code: 'Door.LockGatewayFailed' },
};

/**
 * `/api/services/app/Door`: the doors list, one door, the door's create, edit and enabled switch, the
 * admin's unlock through the lock gateway, and the Bikely locks a door's key is chosen from.
 */
export const doorService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock, lockGateway } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getDoorList, { access: allowed('list', 'door') }, async ({ body, caller }) => {
    const page = await listPage(db, doorListSource, { scope: doorScope(caller), fields: doorListFieldSet, request: body });
    return mapPage(page, doorDto);
  });

  routes.add(getDoor, { access: allowed('view', 'door') }, async ({ query, caller }) => {
    const [found] = await listItems(db, doorListSource, and(doorScope(caller), eq(doors.id, query.id)));
    if (!found) throw notFound(noSuchDoor);
    return doorDto(found);
  });

  routes.add(createDoor, { access: allowed('create', 'door') }, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      await holdLocation(tx, locationScope(caller), body.locationId);
      const key = await claimDoorKey(tx, body);
      const [made] = await tx
        .insert(doors)
        .values({ ...body, ...key })
        .returning();
      return doorDto(made!);
    }),
  );

  routes.add(updateDoor, { access: allowed('edit', 'door') }, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      const { id, concurrencyStamp, ...details } = body;
      const before = await lockDoorForSave(tx, doorScope(caller), id, concurrencyStamp);
      if (details.locationId !== before.locationId) await holdLocation(tx, locationScope(caller), details.locationId);
      const key = await claimDoorKey(tx, details, before);
      const [saved] = await tx
        .update(doors)
        .set({ ...details, description: details.description ?? null, ...key, concurrencyStamp: newConcurrencyStamp })
        .where(eq(doors.id, id))
        .returning();
      await recordDoorChange(tx, caller, clock(), id, before, saved!);
      return doorDto(saved!);
    }),
  );

  // The switch sets the door's enabled flag (`status`); `isActive` is the wire's name for it.
  routes.add(activateDoor, { access: allowed('activate', 'door') }, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      const now = clock();
      const before = await lockDoorForSave(tx, doorScope(caller), body.id);
      const description = body.description?.trim() || null;
      const [saved] = await tx
        .update(doors)
        .set({ status: body.isActive, description, concurrencyStamp: newConcurrencyStamp })
        .where(eq(doors.id, body.id))
        .returning();
      const kind: DoorEventKind = body.isActive ? 'enabled' : 'disabled';
      await tx
        .insert(doorEvents)
        .values({ doorId: body.id, kind, reason: description, userId: caller.userId, creationTime: now });
      await recordDoorChange(tx, caller, now, body.id, before, saved!);
      return doorDto(saved!);
    }),
  );

  routes.add(adminUnlockDoor, { access: allowed('unlock', 'door') }, async ({ query, caller, request }) => {
    const [door] = await db
      .select({ lockType: doors.lockType, localAccessKey: doors.localAccessKey, deviceStatus: doors.deviceStatus })
      .from(doors)
      .where(and(doorScope(caller), eq(doors.id, query.id)));
    if (!door) throw notFound(noSuchDoor);
    if (door.lockType === 0) throw badRequest('Door.NoLock');
    if (!canUnlockDoor(door)) throw badRequest('Door.DeviceOffline');
    const outcome = await lockGateway.unlock({ doorId: query.id, ...door }).catch((error: unknown) => {
      request.log.warn({ err: error, doorId: query.id }, 'lock gateway: unlock failed');
      return 'failed' as const;
    });
    const failure = outcome === 'unlocked' ? null : unlockFailures[outcome];
    await db.insert(doorEvents).values({
      doorId: query.id,
      kind: 'unlocked',
      reason: failure?.reason ?? null,
      userId: caller.userId,
      creationTime: clock(),
    });
    if (failure) throw badRequest(failure.code);
    return { success: true };
  });

  const lockNamesOf = async (lockType: 2 | 3, unused: boolean) =>
    Object.fromEntries((await readLocks(db, { lockType, unused })).map((lock) => [lock.serial, lock.name]));

  routes.add(getNbLocks, { access: allowed('create', 'door') }, async ({ query }) => lockNamesOf(2, query.Unused));
  routes.add(getBleLocks, { access: allowed('create', 'door') }, async ({ query }) => lockNamesOf(3, query.Unused));
  routes.add(getLocks, { access: allowed('create', 'door') }, async ({ query }) =>
    Object.fromEntries((await readLocks(db, { unused: query.Unused })).map((lock) => [lock.serial, lock.lockType])),
  );
};
