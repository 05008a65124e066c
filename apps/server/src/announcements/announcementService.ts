import { and, count, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod/mini';
import {
  createAnnouncement,
  getAnnouncement,
  getAnnouncementList,
  getPublishedAnnouncements,
  updateAnnouncement,
} from '@velo/api-client/contract';
import { fieldRequired, richTextIsEmpty } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { sanitizeRichText } from '../content/sanitizeRichText.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { announcements } from '../db/schema/index.ts';
import { allowed, publicAccess } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { invalidField, notFound, staleRecord } from '../http/errors.ts';
import { listPage, mapPage } from '../lists/listPage.ts';
import {
  announcementDto,
  announcementListFieldSet,
  announcementListSource,
  announcementSummaryDto,
  noSuchAnnouncement,
  publishedAnnouncementDto,
} from './announcementRows.ts';

type AnnouncementSent = z.output<NonNullable<(typeof createAnnouncement)['body']>>;

/**
 * The columns a save writes: the content sanitised (content that was nothing but what the sanitiser
 * drops, e.g. a lone script, is refused as empty), and a time only when scheduled.
 */
function storedFields(sent: AnnouncementSent) {
  const content = sanitizeRichText(sent.content);
  if (richTextIsEmpty(content)) throw invalidField('content', fieldRequired);
  return {
    title: sent.title,
    description: sent.description,
    content,
    image: sent.image,
    isPublished: sent.isPublished,
    isScheduled: sent.isScheduled,
    scheduledTime: sent.isScheduled && sent.scheduledTime ? new Date(sent.scheduledTime) : null,
  };
}

async function readAnnouncement(db: Db, id: number) {
  const [found] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!found) throw notFound(noSuchAnnouncement);
  return announcementDto(found);
}

/**
 * `/api/services/app/Announcement`: news for the app's users. An admin lists, reads, creates and
 * updates them (no tenant owns one); anyone reads the published ones whose time has come. Every
 * save draws a new concurrency stamp.
 */
export const announcementService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getAnnouncementList, { access: allowed('list', 'announcement') }, async ({ body }) => {
    const page = await listPage(db, announcementListSource, {
      scope: undefined,
      fields: announcementListFieldSet,
      request: body,
    });
    return mapPage(page, announcementSummaryDto);
  });

  routes.add(getAnnouncement, { access: allowed('view', 'announcement') }, async ({ query }) => readAnnouncement(db, query.id));

  routes.add(createAnnouncement, { access: allowed('create', 'announcement') }, async ({ body }) => {
    const [made] = await db
      .insert(announcements)
      .values({ ...storedFields(body), creationTime: clock() })
      .returning();
    return announcementDto(made!);
  });

  routes.add(updateAnnouncement, { access: allowed('edit', 'announcement') }, async ({ body }) => {
    const fields = storedFields(body);
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ concurrencyStamp: announcements.concurrencyStamp })
        .from(announcements)
        .where(eq(announcements.id, body.id))
        .for('update');
      if (!found) throw notFound(noSuchAnnouncement);
      if (body.concurrencyStamp != null && body.concurrencyStamp !== found.concurrencyStamp) throw staleRecord();
      const [saved] = await tx
        .update(announcements)
        .set({ ...fields, lastModificationTime: clock(), concurrencyStamp: newConcurrencyStamp })
        .where(eq(announcements.id, body.id))
        .returning();
      return announcementDto(saved!);
    });
  });

  // The clock decides what has come: a scheduled one appears at its time, with no job to publish it.
  routes.add(getPublishedAnnouncements, { access: publicAccess }, async ({ query }) => {
    const visible = and(
      eq(announcements.isPublished, true),
      or(eq(announcements.isScheduled, false), lte(announcements.scheduledTime, clock())),
    );
    const publishedTime = sql`case when ${announcements.isScheduled} then ${announcements.scheduledTime} else ${announcements.creationTime} end`;
    const rows = await db
      .select()
      .from(announcements)
      .where(visible)
      .orderBy(desc(publishedTime), desc(announcements.id))
      .limit(query.maxResultCount)
      .offset(query.skipCount);
    const [total] = await db.select({ count: count() }).from(announcements).where(visible);
    return { items: rows.map(publishedAnnouncementDto), totalCount: total?.count ?? 0 };
  });
};
