import { describe, expect, it } from 'vitest';
import { announcementImageMaxBytes, imageTooLarge, imageWrongType, scheduleNeedsPublish } from '@velo/domain';
import { issuePaths } from '../testing/issuePaths.ts';
import { createAnnouncement, getPublishedAnnouncements, updateAnnouncement } from './announcements.ts';

const details = { title: 'Winter hours', description: 'Shorter hours', content: '<p>From December.</p>' };
const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('createAnnouncement', () => {
  it('needs a title, a short description of at most 250 characters and content; a draft by default', () => {
    expect(createAnnouncement.body?.parse({ ...details, title: ' Winter hours ' })).toEqual({
      ...details,
      image: null,
      isPublished: false,
      isScheduled: false,
      scheduledTime: null,
    });
    expect(issuePaths(createAnnouncement.body, { title: ' ', description: '', content: '' })).toEqual([
      'title',
      'description',
      'content',
    ]);
    expect(issuePaths(createAnnouncement.body, { ...details, description: 'x'.repeat(250) })).toEqual([]);
    expect(issuePaths(createAnnouncement.body, { ...details, description: 'x'.repeat(251) })).toEqual(['description']);
  });

  it('schedules only a published announcement, with its time', () => {
    const later = '2026-07-01T08:00:00.000Z';
    const refused = createAnnouncement.body?.safeParse({ ...details, isScheduled: true, scheduledTime: later });
    expect(refused?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['isScheduled', scheduleNeedsPublish],
    ]);
    expect(issuePaths(createAnnouncement.body, { ...details, isPublished: true, isScheduled: true })).toEqual(['scheduledTime']);
    expect(
      issuePaths(createAnnouncement.body, { ...details, isPublished: true, isScheduled: true, scheduledTime: later }),
    ).toEqual([]);
  });

  it('takes a png or jpeg data URL within the limit, saying which rule another breaks', () => {
    const messages = (image: unknown) =>
      createAnnouncement.body?.safeParse({ ...details, image }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages(png(100))).toEqual([]);
    expect(messages(png(announcementImageMaxBytes + 1))).toEqual([imageTooLarge]);
    expect(messages('data:image/gif;base64,R0lGODlh')).toEqual([imageWrongType]);
    expect(messages('javascript:alert(1)')).toEqual([imageWrongType]);
  });

  it('refuses fields it does not know', () => {
    expect(issuePaths(createAnnouncement.body, { ...details, id: 3 })).toEqual(['']);
  });
});

describe('updateAnnouncement', () => {
  it('needs the id, and takes the version it read', () => {
    expect(issuePaths(updateAnnouncement.body, details)).toEqual(['id']);
    expect(issuePaths(updateAnnouncement.body, { ...details, id: 4, concurrencyStamp: 'abc' })).toEqual([]);
  });
});

describe('getPublishedAnnouncements', () => {
  it('answers ten by default, at most fifty', () => {
    expect(getPublishedAnnouncements.query?.parse({})).toEqual({ skipCount: 0, maxResultCount: 10 });
    expect(issuePaths(getPublishedAnnouncements.query, { maxResultCount: '51' })).toEqual(['maxResultCount']);
  });
});
