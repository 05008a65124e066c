import { describe, expect, it } from 'vitest';
import {
  announcementDraftProblems,
  announcementState,
  descriptionTooLong,
  isAnnouncementVisible,
  scheduledTimeRequired,
  scheduleNeedsPublish,
} from './announcements.ts';

const now = new Date('2026-06-01T12:00:00Z');
const draft = {
  title: 'Winter hours',
  description: 'Shorter opening hours',
  content: '<p>From December.</p>',
  isPublished: false,
  isScheduled: false,
  scheduledTime: null,
};

describe('announcementState', () => {
  it('is Draft until published, Scheduled while its time is to come, then Published', () => {
    expect(announcementState(draft, now)).toBe('Draft');
    expect(announcementState({ ...draft, isPublished: true }, now)).toBe('Published');
    const scheduled = { isPublished: true, isScheduled: true, scheduledTime: '2026-06-01T12:00:01Z' };
    expect(announcementState(scheduled, now)).toBe('Scheduled');
    expect(isAnnouncementVisible(scheduled, now)).toBe(false);
    expect(announcementState(scheduled, new Date('2026-06-01T12:00:01Z'))).toBe('Published');
    expect(isAnnouncementVisible(scheduled, new Date('2026-06-01T12:00:01Z'))).toBe(true);
  });
});

describe('announcementDraftProblems', () => {
  it('needs a title, a short description of at most 250 characters and content', () => {
    expect(announcementDraftProblems(draft)).toEqual({});
    expect(announcementDraftProblems({ ...draft, title: ' ', description: '', content: '<p><br></p>' })).toEqual({
      title: 'This field is required',
      description: 'This field is required',
      content: 'This field is required',
    });
    expect(announcementDraftProblems({ ...draft, description: 'x'.repeat(250) })).toEqual({});
    expect(announcementDraftProblems({ ...draft, description: 'x'.repeat(251) })).toEqual({ description: descriptionTooLong });
  });

  it('schedules only a published announcement, and a scheduled one needs its time', () => {
    expect(announcementDraftProblems({ ...draft, isScheduled: true, scheduledTime: '2026-07-01T08:00:00Z' })).toEqual({
      isScheduled: scheduleNeedsPublish,
    });
    expect(announcementDraftProblems({ ...draft, isPublished: true, isScheduled: true })).toEqual({
      scheduledTime: scheduledTimeRequired,
    });
  });
});
