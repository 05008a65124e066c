import type { Announcement, AnnouncementSummary, Page, PublishedAnnouncement } from '@velo/api-client/contract';
import { eq } from 'drizzle-orm';
import { announcementImageMaxBytes, imageTooLarge, imageWrongType, scheduleNeedsPublish } from '@velo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMinutes } from '../clock.ts';
import { announcements } from '../db/schema/index.ts';
import { request, signIn, type Answer } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client']) tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const call = <Result = Announcement>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, userName = 'admin') =>
  request<Result>(t.app, {
    method,
    url: `/api/services/app/Announcement/${path}`,
    token: tokens[userName],
    ...(body === undefined ? {} : { body }),
  });

const publicRead = (query = '') =>
  request<Page<PublishedAnnouncement>>(t.app, {
    method: 'GET',
    url: `/api/services/app/Announcement/GetPublishedAnnouncements${query}`,
  });

const details = {
  title: 'Winter opening hours',
  description: 'Shorter hours from December',
  content: '<p>From <b>December</b>.</p>',
};
const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
const smallPng = png(64);

async function create(body: object) {
  const answer = await call('POST', 'Create', body);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
}

const messagesOf = (answer: Answer) => answer.error?.validationErrors?.map(({ message, members }) => [members?.join(), message]);

describe('Announcement/Create', () => {
  it('makes a draft with its texts trimmed, its image and a version', async () => {
    const made = await create({ ...details, title: ' Winter opening hours ', image: smallPng });
    expect(made).toMatchObject({
      ...details,
      image: smallPng,
      hasImage: true,
      isPublished: false,
      isScheduled: false,
      scheduledTime: null,
      lastModificationTime: null,
    });
    expect(made.concurrencyStamp).toEqual(expect.any(String));
    expect(made.creationTime).toBe(t.clock().toISOString());
  });

  it('keeps only the formatting: a script, an event handler and an image in the content are gone', async () => {
    const made = await create({
      ...details,
      content:
        '<p onclick="alert(1)">Hello<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">there</a></p>',
    });
    expect(made.content).toBe('<p>Hello <a rel="noopener noreferrer">there</a></p>');
    const [stored] = await t.db.select().from(announcements).where(eq(announcements.id, made.id));
    expect(stored!.content).toBe('<p>Hello <a rel="noopener noreferrer">there</a></p>');
  });

  it('refuses content that is nothing once sanitised, naming the field', async () => {
    const answer = await call('POST', 'Create', { ...details, content: '<script>alert(1)</script>' });
    expect(answer.status).toBe(400);
    expect(messagesOf(answer)).toEqual([['content', 'This field is required']]);
  });

  it('refuses an image over the limit or of another kind with 400 saying why', async () => {
    const tooLarge = await call('POST', 'Create', { ...details, image: png(announcementImageMaxBytes + 1) });
    expect(tooLarge.status).toBe(400);
    expect(messagesOf(tooLarge)).toEqual([['image', imageTooLarge]]);
    expect(await create({ ...details, image: png(announcementImageMaxBytes) })).toMatchObject({ hasImage: true });
    const gif = await call('POST', 'Create', { ...details, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
    expect(gif.status).toBe(400);
    expect(messagesOf(gif)).toEqual([['image', imageWrongType]]);
    const svg = await call('POST', 'Create', { ...details, image: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' });
    expect(messagesOf(svg)).toEqual([['image', imageWrongType]]);
  });

  it('schedules only a published announcement, and keeps no time unless scheduled', async () => {
    const later = addMinutes(t.clock(), 60).toISOString();
    const refused = await call('POST', 'Create', { ...details, isScheduled: true, scheduledTime: later });
    expect(refused.status).toBe(400);
    expect(messagesOf(refused)).toEqual([['isScheduled', scheduleNeedsPublish]]);
    const noTime = await call('POST', 'Create', { ...details, isPublished: true, isScheduled: true });
    expect(messagesOf(noTime)).toEqual([['scheduledTime', 'Choose when the announcement is published.']]);
    expect(await create({ ...details, isPublished: true, scheduledTime: later })).toMatchObject({ scheduledTime: null });
  });

  it('refuses a description over 250 characters', async () => {
    const answer = await call('POST', 'Create', { ...details, description: 'x'.repeat(251) });
    expect(answer.status).toBe(400);
    expect(messagesOf(answer)).toEqual([['description', 'At most 250 characters']]);
  });
});

describe('Announcement/Update and Get', () => {
  it('saves with the version it read, refuses a stale one with 409, and accepts none', async () => {
    const made = await create({ ...details, image: smallPng });
    t.clock.advanceSeconds(5);
    const saved = await call('PUT', 'Update', {
      ...details,
      id: made.id,
      title: 'Summer hours',
      image: null,
      isPublished: true,
      concurrencyStamp: made.concurrencyStamp,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.result).toMatchObject({ title: 'Summer hours', image: null, hasImage: false, isPublished: true });
    expect(saved.result.lastModificationTime).toBe(t.clock().toISOString());
    expect(saved.result.concurrencyStamp).not.toBe(made.concurrencyStamp);

    const stale = await call('PUT', 'Update', { ...details, id: made.id, concurrencyStamp: made.concurrencyStamp });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'Record.Stale' });
    expect((await call('GET', `Get?id=${made.id}`)).result.title).toBe('Summer hours');

    const unstamped = await call('PUT', 'Update', { ...details, id: made.id, title: 'Autumn hours' });
    expect(unstamped.result.title).toBe('Autumn hours');
  });

  it('answers 404 for an announcement that does not exist', async () => {
    expect((await call('GET', 'Get?id=2000000000')).status).toBe(404);
    expect((await call('PUT', 'Update', { ...details, id: 2_000_000_000 })).status).toBe(404);
  });

  it('sanitises the content again as it serves it, whatever was stored', async () => {
    const made = await create(details);
    await t.db
      .update(announcements)
      .set({ content: '<p>Old<script>alert(1)</script><img src=x onerror=alert(1)></p>', isPublished: true })
      .where(eq(announcements.id, made.id));
    expect((await call('GET', `Get?id=${made.id}`)).result.content).toBe('<p>Old</p>');
    const served = (await publicRead('?maxResultCount=50')).result.items.find((item) => item.id === made.id);
    expect(served?.content).toBe('<p>Old</p>');
  });
});

describe('Announcement/GetList', () => {
  it('lists the newest first without content or image, filtered by its fields', async () => {
    const first = await create({ ...details, title: 'List test first' });
    t.clock.advanceSeconds(1);
    const second = await create({ ...details, title: 'List test second', image: smallPng });
    const answer = await call<Page<AnnouncementSummary>>('POST', 'GetList', {
      sorting: 'creationTime DESC',
      filterRule: { condition: 'and', filterRules: [{ field: 'Title', operator: 'begins_with', value: 'List test' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(2);
    expect(answer.result.items.map((item) => [item.id, item.hasImage])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(answer.result.items[0]).not.toHaveProperty('content');
    expect(answer.result.items[0]).not.toHaveProperty('image');
  });

  it('refuses a field it does not list with 400', async () => {
    const answer = await call('POST', 'GetList', { sorting: 'Content ASC' });
    expect(answer.status).toBe(400);
  });
});

describe('who may call', () => {
  it('lets only an admin list, read, create and update', async () => {
    for (const userName of ['support', 'client']) {
      expect((await call('POST', 'GetList', {}, userName)).status).toBe(403);
      expect((await call('GET', 'Get?id=1', undefined, userName)).status).toBe(403);
      expect((await call('POST', 'Create', details, userName)).status).toBe(403);
      expect((await call('PUT', 'Update', { ...details, id: 1 }, userName)).status).toBe(403);
    }
    const anonymous = await request(t.app, { method: 'POST', url: '/api/services/app/Announcement/GetList', body: {} });
    expect(anonymous.status).toBe(401);
  });
});

// Last: it moves the clock past the sign-ins' tokens.
describe('Announcement/GetPublishedAnnouncements', () => {
  it('shows, to anyone, only published announcements whose scheduled time has come, newest first', async () => {
    const draft = await create({ ...details, title: 'Public draft' });
    t.clock.advanceSeconds(1);
    const published = await create({ ...details, title: 'Public now', isPublished: true, image: smallPng });
    const scheduled = await create({
      ...details,
      title: 'Public later',
      isPublished: true,
      isScheduled: true,
      scheduledTime: addMinutes(t.clock(), 90).toISOString(),
    });
    const ids = async () => {
      const answer = await publicRead('?maxResultCount=50');
      expect(answer.status).toBe(200);
      return answer.result.items.map((item) => item.id);
    };
    const before = await ids();
    expect(before).toContain(published.id);
    expect(before).not.toContain(draft.id);
    expect(before).not.toContain(scheduled.id);

    t.clock.advanceMinutes(89);
    expect(await ids()).not.toContain(scheduled.id);
    t.clock.advanceMinutes(1);
    const after = await ids();
    expect(after.indexOf(scheduled.id)).toBe(0);
    expect(after.indexOf(published.id)).toBeGreaterThan(0);
    const shown = (await publicRead('?maxResultCount=50')).result.items[0]!;
    expect(shown).toEqual({
      id: scheduled.id,
      title: 'Public later',
      description: details.description,
      content: details.content,
      image: null,
      publishedTime: scheduled.scheduledTime,
    });
  });

  it('refuses a page larger than fifty with 400', async () => {
    expect((await publicRead('?maxResultCount=51')).status).toBe(400);
  });
});
