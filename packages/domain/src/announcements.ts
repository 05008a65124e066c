import { announcementDescriptionMaxLength } from './limits.ts';
import { fieldRequired } from './users.ts';
import { imageMaxBytes, imageMaxDataUrlLength, imageTypes } from './images.ts';

export const announcementCreated = 'Announcement successfully created';
export const announcementSaved = 'Announcement saved successfully';

/** The most characters an announcement's title and its (HTML) content may hold. */
export const announcementTextMaxLengths = { title: 256, content: 100_000 } as const;

/** An announcement's image follows the product's image rules. */
export const announcementImageMaxBytes = imageMaxBytes;
export const announcementImageTypes = imageTypes;
export const announcementImageMaxDataUrlLength = imageMaxDataUrlLength;

export const scheduleNeedsPublish = 'Schedule only a published announcement: turn Publish on.';
export const scheduledTimeRequired = 'Choose when the announcement is published.';
export const descriptionTooLong = `At most ${announcementDescriptionMaxLength} characters`;
export const titleTooLong = `At most ${announcementTextMaxLengths.title} characters`;

/** The text rich text shows, without its tags: empty for the editor's empty paragraph. */
export const richTextIsEmpty = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

export interface AnnouncementSchedule {
  isPublished: boolean;
  isScheduled: boolean;
  /** An ISO instant; null when not scheduled. */
  scheduledTime: string | null;
}

export const announcementStates = ['Draft', 'Published', 'Scheduled'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

/** Draft until published; Scheduled while published with a scheduled time still to come; then Published. */
export function announcementState(
  { isPublished, isScheduled, scheduledTime }: AnnouncementSchedule,
  now: Date,
): AnnouncementState {
  if (!isPublished) return 'Draft';
  if (isScheduled && scheduledTime && new Date(scheduledTime).getTime() > now.getTime()) return 'Scheduled';
  return 'Published';
}

/** Whether the app's users see it: published, and its scheduled time (when scheduled) has come. */
export const isAnnouncementVisible = (announcement: AnnouncementSchedule, now: Date) =>
  announcementState(announcement, now) === 'Published';

export interface AnnouncementDraft extends AnnouncementSchedule {
  title: string;
  description: string;
  /** HTML. */
  content: string;
}

export type AnnouncementProblems = Partial<Record<'title' | 'description' | 'content' | 'isScheduled' | 'scheduledTime', string>>;

/**
 * Title, content and short description are required, the description at most 250 characters; Schedule
 * only with Publish on, and a scheduled one needs its time.
 */
export function announcementDraftProblems(draft: AnnouncementDraft): AnnouncementProblems {
  const problems: AnnouncementProblems = {};
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title) problems.title = fieldRequired;
  else if (title.length > announcementTextMaxLengths.title) problems.title = titleTooLong;
  if (!description) problems.description = fieldRequired;
  else if (description.length > announcementDescriptionMaxLength) problems.description = descriptionTooLong;
  if (richTextIsEmpty(draft.content)) problems.content = fieldRequired;
  if (draft.isScheduled && !draft.isPublished) problems.isScheduled = scheduleNeedsPublish;
  if (draft.isScheduled && !draft.scheduledTime) problems.scheduledTime = scheduledTimeRequired;
  return problems;
}
