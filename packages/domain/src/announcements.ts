import { announcementDescriptionMaxLength } from './limits.ts';
import { fieldRequired } from './users.ts';

export const announcementCreated = 'Announcement successfully created';
export const announcementSaved = 'Announcement saved successfully';

/** The most characters an announcement's title and its (HTML) content may hold. */
export const announcementTextMaxLengths = { title: 256, content: 100_000 } as const;

/**
 * The largest image an announcement may carry, decoded. Its data URL (a third longer) travels in the
 * save's JSON body with the content, under the server's 1 MiB body limit.
 */
export const announcementImageMaxBytes = 500 * 1024;
/** The kinds of image an announcement may carry. */
export const announcementImageTypes = ['image/png', 'image/jpeg'] as const;
/** The longest data URL an image within the limit makes. */
export const announcementImageMaxDataUrlLength = 'data:image/jpeg;base64,'.length + Math.ceil(announcementImageMaxBytes / 3) * 4;

export const imageWrongType = 'Choose a PNG or JPEG image.';
export const imageTooLarge = `The image is too large: at most ${announcementImageMaxBytes / 1024} KB.`;
export const scheduleNeedsPublish = 'Schedule only a published announcement: turn Publish on.';
export const scheduledTimeRequired = 'Choose when the announcement is published.';
export const descriptionTooLong = `At most ${announcementDescriptionMaxLength} characters`;
export const titleTooLong = `At most ${announcementTextMaxLengths.title} characters`;

/** What is wrong with an image file the user picked, or undefined when it may be used. */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(announcementImageTypes as readonly string[]).includes(file.type)) return imageWrongType;
  if (file.size > announcementImageMaxBytes) return imageTooLarge;
  return undefined;
}

const dataUrlPattern = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The bytes a base64 text decodes to. */
const decodedLength = (base64: string) => (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** What is wrong with an image sent as a data URL (a png or jpeg in base64, within the limit), or undefined. */
export function imageDataUrlProblem(dataUrl: string): string | undefined {
  if (dataUrl.length > announcementImageMaxDataUrlLength + 4) return imageTooLarge;
  const match = dataUrlPattern.exec(dataUrl);
  if (!match || match[2]!.length % 4 !== 0) return imageWrongType;
  return decodedLength(match[2]!) > announcementImageMaxBytes ? imageTooLarge : undefined;
}

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
