import {
  allOf,
  announcementListFields,
  getAnnouncement,
  getAnnouncementList,
  getPublishedAnnouncements,
  type Announcement,
} from '@velo/api-client';
import type { AnnouncementFormValues } from '@velo/design-system';
import type { ErrorCode } from '@velo/domain';
import { textParam, type FilterValues } from '../lists/listParams.ts';
import { useApi } from './useApi.ts';

/** Every answer a save may change: asked again after it. */
export const announcementLists = [getAnnouncementList, getAnnouncement, getPublishedAnnouncements];

/** The server's refusals of a save, shown as a warning with its message: bad input and someone else's edit. */
export const announcementSaveWarnings: readonly ErrorCode[] = ['Request.NotValid', 'Record.Stale'];

/** The Announcements list's filter, by its name in the address: the search box. */
export const announcementFilters = { search: textParam };
export type AnnouncementFilters = FilterValues<typeof announcementFilters>;

/** The list call's filterRule: the announcements whose title contains the search. */
export function announcementFilterRule({ search }: AnnouncementFilters) {
  const value = search.trim();
  return value ? allOf(announcementListFields, [{ field: 'Title', operator: 'contains', value }]) : null;
}

/** One announcement in full, with its version; `null` asks nothing. */
export const useAnnouncementRecord = (id: number | null) => useApi(getAnnouncement, id === null ? null : { query: { id } });

/** What the form edits of an announcement. */
export const announcementFormValues = (announcement: Announcement): AnnouncementFormValues => ({
  title: announcement.title,
  description: announcement.description,
  content: announcement.content,
  image: announcement.image,
  isPublished: announcement.isPublished,
  isScheduled: announcement.isScheduled,
  scheduledTime: announcement.scheduledTime,
});
