import { desc, sql } from 'drizzle-orm';
import {
  type Announcement,
  type AnnouncementSummary,
  getAnnouncementList,
  type PublishedAnnouncement,
} from '@velo/api-client/contract';
import { sanitizeRichText } from '../content/sanitizeRichText.ts';
import { announcements } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listSource, type ListSource } from '../lists/listPage.ts';

export const noSuchAnnouncement = 'There is no announcement with this id.';

const summaryColumns = {
  id: announcements.id,
  title: announcements.title,
  description: announcements.description,
  isPublished: announcements.isPublished,
  isScheduled: announcements.isScheduled,
  scheduledTime: announcements.scheduledTime,
  creationTime: announcements.creationTime,
};

/** What `Announcement/GetList` reads: no content, and only whether there is an image (a data URL is large). */
export const announcementListSource = listSource({
  from: announcements,
  select: summaryColumns,
  id: announcements.id,
  defaultOrder: [desc(announcements.creationTime), desc(announcements.id)],
  forEachItem: (announcementId) => ({
    hasImage: {
      sql: sql`(select ${announcements.image} is not null from ${announcements} where ${announcements.id} = ${announcementId})`,
      decode: (value: unknown) => value === true || value === 't',
    },
  }),
});

type SummaryRow = typeof announcementListSource extends ListSource<infer Row> ? Row : never;

export const announcementListFieldSet = listFieldSet(getAnnouncementList.list, {
  Id: { column: announcements.id },
  Title: { column: announcements.title },
  Description: { column: announcements.description },
  IsPublished: { column: announcements.isPublished },
  IsScheduled: { column: announcements.isScheduled },
  ScheduledTime: { column: announcements.scheduledTime },
  CreationTime: { column: announcements.creationTime },
});

const isoOrNull = (moment: Date | null) => moment?.toISOString() ?? null;

export const announcementSummaryDto = ({ scheduledTime, creationTime, ...row }: SummaryRow): AnnouncementSummary => ({
  ...row,
  scheduledTime: isoOrNull(scheduledTime),
  creationTime: creationTime.toISOString(),
});

type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement in full; its content sanitised again as it is served, whatever the stored text holds. */
export const announcementDto = (row: AnnouncementRow): Announcement => ({
  ...announcementSummaryDto({ ...row, hasImage: row.image !== null }),
  content: sanitizeRichText(row.content),
  image: row.image,
  lastModificationTime: isoOrNull(row.lastModificationTime),
  concurrencyStamp: row.concurrencyStamp,
});

/** An announcement as the app reads it: visible from its scheduled time, or from when it was made. */
export const publishedAnnouncementDto = (row: AnnouncementRow): PublishedAnnouncement => ({
  id: row.id,
  title: row.title,
  description: row.description,
  content: sanitizeRichText(row.content),
  image: row.image,
  publishedTime: (row.isScheduled && row.scheduledTime ? row.scheduledTime : row.creationTime).toISOString(),
});
