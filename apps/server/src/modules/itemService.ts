import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { createItem, deleteItem, getItem, getItemList, updateItem } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { items } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { notFound, staleRecord } from '../http/errors.ts';
import { listItems, listPage, mapPage } from '../lists/listPage.ts';
import { claimItemKey } from './itemKeys.ts';
import { itemDto, itemListSource } from './moduleDtos.ts';
import { itemListFieldSet } from './moduleListFields.ts';
import { holdModule, noSuchItem } from './moduleSaves.ts';

async function readItem(db: Db, id: number) {
  const [found] = await listItems(db, itemListSource, eq(items.id, id));
  if (!found) throw notFound(noSuchItem);
  return itemDto(found);
}

/** Locks an item for the save: 404 when there is none, 409 when the stamp sent is not the stored one. */
async function lockItemForSave(tx: Db, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select({
      id: items.id,
      moduleId: items.moduleId,
      lockType: items.lockType,
      localAccessKey: items.localAccessKey,
      doorId: items.doorId,
      concurrencyStamp: items.concurrencyStamp,
    })
    .from(items)
    .where(eq(items.id, id))
    .for('update');
  if (!found) throw notFound(noSuchItem);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  return found;
}

/** `/api/services/app/Items`: the door components of modules, admin only. Its door is made when its module moves. */
export const itemService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getItemList, { access: allowed('list', 'item') }, async ({ body }) => {
    const page = await listPage(db, itemListSource, { scope: undefined, fields: itemListFieldSet, request: body });
    return mapPage(page, itemDto);
  });

  routes.add(getItem, { access: allowed('view', 'item') }, async ({ query }) => readItem(db, query.id));

  routes.add(createItem, { access: allowed('create', 'item') }, async ({ body }) =>
    db.transaction(async (tx) => {
      await holdModule(tx, body.moduleId);
      const key = await claimItemKey(tx, body);
      const [made] = await tx
        .insert(items)
        .values({ ...body, dmsId: body.dmsId || null, ...key })
        .returning({ id: items.id });
      return readItem(tx, made!.id);
    }),
  );

  routes.add(updateItem, { access: allowed('edit', 'item') }, async ({ body }) =>
    db.transaction(async (tx) => {
      const { id, concurrencyStamp, ...details } = body;
      const before = await lockItemForSave(tx, id, concurrencyStamp);
      if (details.moduleId !== before.moduleId) await holdModule(tx, details.moduleId);
      const key = await claimItemKey(tx, details, before);
      await tx
        .update(items)
        .set({ ...details, dmsId: details.dmsId || null, ...key, concurrencyStamp: newConcurrencyStamp })
        .where(eq(items.id, id));
      return readItem(tx, id);
    }),
  );

  routes.add(deleteItem, { access: allowed('delete', 'item') }, async ({ query }) => {
    const [deleted] = await db.delete(items).where(eq(items.id, query.id)).returning({ id: items.id });
    if (!deleted) throw notFound(noSuchItem);
    return null;
  });
};
