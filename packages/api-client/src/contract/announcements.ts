import { z } from 'zod/mini';
import {
  announcementDescriptionMaxLength,
  announcementTextMaxLengths,
  descriptionTooLong,
  fieldRequired,
  scheduledTimeRequired,
  scheduleNeedsPublish,
  titleTooLong,
} from '@velo/domain';
import { concurrencyStampSent, id, isoDateTime, queryId, queryInt } from './common.ts';
import { endpoint } from './endpoint.ts';
import { imageDataUrl } from './images.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';
import { storableMoment } from './locations.ts';

// News for the app's users, written by an admin: a draft until published; a scheduled one is seen
// from its time on. The content is rich text, sanitised by the server on save and when served.

/** An announcement as the console's list shows it: no content or image. */
export const announcementSummary = z.object({
  id,
  title: z.string(),
  /** The short description. */
  description: z.string(),
  isPublished: z.boolean(),
  isScheduled: z.boolean(),
  scheduledTime: z.nullable(isoDateTime),
  hasImage: z.boolean(),
  creationTime: isoDateTime,
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;

/** One announcement in full, with its version: an update sends it back; a stale one is refused with 409. */
export const announcement = z.extend(announcementSummary, {
  /** Sanitised HTML. */
  content: z.string(),
  /** A png or jpeg as a data URL, or null. */
  image: z.nullable(z.string()),
  lastModificationTime: z.nullable(isoDateTime),
  concurrencyStamp: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

/** What `Announcement/GetList` may be filtered and sorted by; its search box is `Title contains`. */
export const announcementListFields = {
  Id: 'integer',
  Title: 'text',
  Description: 'text',
  IsPublished: 'boolean',
  IsScheduled: 'boolean',
  ScheduledTime: 'dateTime',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

/** A page of announcements (admin), newest first unless sorted otherwise. */
export const getAnnouncementList = endpoint({
  method: 'POST',
  path: '/api/services/app/Announcement/GetList',
  body: listRequest,
  list: listOf(announcementListFields),
  result: page(announcementSummary),
});

/** One announcement (admin). */
export const getAnnouncement = endpoint({
  method: 'GET',
  path: '/api/services/app/Announcement/Get',
  query: z.strictObject({ id: queryId }),
  result: announcement,
});

const announcementFields = {
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: fieldRequired }),
      z.maxLength(announcementTextMaxLengths.title, { error: titleTooLong }),
    ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: fieldRequired }),
      z.maxLength(announcementDescriptionMaxLength, { error: descriptionTooLong }),
    ),
  /** HTML; the server keeps only the editor's formatting and links. */
  content: z.string().check(z.minLength(1, { error: fieldRequired }), z.maxLength(announcementTextMaxLengths.content)),
  image: z._default(z.nullable(imageDataUrl), null),
  isPublished: z._default(z.boolean(), false),
  isScheduled: z._default(z.boolean(), false),
  scheduledTime: z._default(z.nullable(storableMoment), null),
};

/** Schedule only with Publish on; a scheduled one needs its time. */
const scheduleRules = z.superRefine(
  (
    { isPublished, isScheduled, scheduledTime }: { isPublished: boolean; isScheduled: boolean; scheduledTime: string | null },
    payload,
  ) => {
    if (isScheduled && !isPublished) payload.addIssue({ code: 'custom', message: scheduleNeedsPublish, path: ['isScheduled'] });
    if (isScheduled && !scheduledTime)
      payload.addIssue({ code: 'custom', message: scheduledTimeRequired, path: ['scheduledTime'] });
  },
  { when: (payload) => payload.issues.length === 0 },
);

/**
 * A new announcement (admin): title, short description (at most 250 characters), content, an image
 * (png or jpeg data URL within the limit) or none, Publish and Schedule with its time. A time sent
 * without Schedule is not kept. Answers the announcement made.
 */
export const createAnnouncement = endpoint({
  method: 'POST',
  path: '/api/services/app/Announcement/Create',
  body: z.strictObject(announcementFields).check(scheduleRules),
  result: announcement,
});

/** An announcement's save (admin): the same fields, and the `concurrencyStamp` it read (stale: 409 `Record.Stale`). */
export const updateAnnouncement = endpoint({
  method: 'PUT',
  path: '/api/services/app/Announcement/Update',
  body: z.strictObject({ id, ...announcementFields, concurrencyStamp: concurrencyStampSent }).check(scheduleRules),
  result: announcement,
});

/** An announcement as the app's users read it. */
export const publishedAnnouncement = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  image: z.nullable(z.string()),
  /** When it became visible: its scheduled time, or when it was made. */
  publishedTime: isoDateTime,
});
export type PublishedAnnouncement = z.infer<typeof publishedAnnouncement>;

/** The most announcements one public read answers. */
export const publishedAnnouncementsMax = 50;

/**
 * The announcements the app shows, to anyone: published ones whose scheduled time (when scheduled) has
 * come, newest first.
 */
export const getPublishedAnnouncements = endpoint({
  method: 'GET',
  path: '/api/services/app/Announcement/GetPublishedAnnouncements',
  query: z.strictObject({
    skipCount: z._default(queryInt(z.minimum(0), z.maximum(1_000_000)), 0),
    maxResultCount: z._default(queryInt(z.minimum(1), z.maximum(publishedAnnouncementsMax)), 10),
  }),
  result: page(publishedAnnouncement),
  auth: false,
});
