import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { createModule, deleteModule, getModule, getModuleList, updateModule } from '@velo/api-client/contract';
import { offersNewDoors } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { modules } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listItems, listPage, mapPage } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { moduleDto, moduleListSource } from './moduleDtos.ts';
import { moduleListFieldSet } from './moduleListFields.ts';
import { holdModuleLocation, lockModuleForSave, makeDoorsForItems, noSuchModule } from './moduleSaves.ts';

/** A module as `Modules/Get` answers it, read in the given transaction (or database). */
async function readModule(db: Db, id: number) {
  const [found] = await listItems(db, moduleListSource, eq(modules.id, id));
  if (!found) throw notFound(noSuchModule);
  return moduleDto(found);
}

/**
 * `/api/services/app/Modules`: locker modules and their door components, admin only (no client owns a
 * module; its location's client is shown). Every save draws a new concurrency stamp.
 */
export const moduleService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getModuleList, { access: allowed('list', 'module') }, async ({ body }) => {
    const page = await listPage(db, moduleListSource, { scope: undefined, fields: moduleListFieldSet, request: body });
    return mapPage(page, moduleDto);
  });

  routes.add(getModule, { access: allowed('view', 'module') }, async ({ query }) => readModule(db, query.id));

  routes.add(createModule, { access: allowed('create', 'module') }, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      const locationId = await holdModuleLocation(tx, locationScope(caller), body.locationId);
      const [made] = await tx
        .insert(modules)
        .values({ name: body.name, locationId, tags: body.tags })
        .returning({ id: modules.id });
      return readModule(tx, made!.id);
    }),
  );

  // New doors only where the module goes: a real location other than its own. Its old doors stay.
  routes.add(updateModule, { access: allowed('edit', 'module') }, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      const before = await lockModuleForSave(tx, body.id, body.concurrencyStamp);
      const locationId = await holdModuleLocation(tx, locationScope(caller), body.locationId);
      const newDoorsFor = [...new Set(body.items.filter((item) => item.createNewDoor).map((item) => item.id))];
      if (newDoorsFor.length) {
        if (!offersNewDoors(before.locationId, locationId)) throw badRequest('Module.NoNewLocation');
        await makeDoorsForItems(tx, body.id, locationId, newDoorsFor);
      }
      await tx
        .update(modules)
        .set({ name: body.name, locationId, tags: body.tags, concurrencyStamp: newConcurrencyStamp })
        .where(eq(modules.id, body.id));
      return readModule(tx, body.id);
    }),
  );

  routes.add(deleteModule, { access: allowed('delete', 'module') }, async ({ query }) => {
    const [deleted] = await db.delete(modules).where(eq(modules.id, query.id)).returning({ id: modules.id });
    if (!deleted) throw notFound(noSuchModule);
    return null;
  });
};
