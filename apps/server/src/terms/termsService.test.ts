import type { TermsEntry } from '@velo/api-client/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { termsAndConditions } from '../db/schema/index.ts';
import { request, signIn, type Answer } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { noSuchLanguage } from './termsService.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client']) tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const base = '/api/services/app/TermsAndConditions';
const readAll = (userName = 'admin') =>
  request<TermsEntry[]>(t.app, { method: 'GET', url: `${base}/GetAdminTermsAndConditions`, token: tokens[userName] });
const save = (body: object, userName = 'admin') =>
  request<TermsEntry>(t.app, { method: 'POST', url: `${base}/Save`, token: tokens[userName], body });
const readPublic = (languageId: unknown) =>
  request<Omit<TermsEntry, 'concurrencyStamp'>>(t.app, {
    method: 'GET',
    url: `${base}/GetTermsAndConditions?languageId=${String(languageId)}`,
  });

const messagesOf = (answer: Answer) => answer.error?.validationErrors?.map(({ message, members }) => [members?.join(), message]);

async function current(languageId: number) {
  const all = await readAll();
  return all.result.find((entry) => entry.languageId === languageId)!;
}

describe('TermsAndConditions/GetAdminTermsAndConditions', () => {
  it('gives every language with its terms and version, English first', async () => {
    const answer = await readAll();
    expect(answer.status).toBe(200);
    expect(answer.result.map(({ languageId, languageName }) => [languageId, languageName])).toEqual([
      [1, 'en'],
      [2, 'nb'],
    ]);
    for (const entry of answer.result) {
      expect(entry.value).toContain('<h1>');
      expect(entry.concurrencyStamp).toEqual(expect.any(String));
    }
  });

  it('is for admins: support and client administrators get 403, no token 401', async () => {
    expect((await readAll('support')).status).toBe(403);
    expect((await readAll('client')).status).toBe(403);
    expect((await request(t.app, { method: 'GET', url: `${base}/GetAdminTermsAndConditions` })).status).toBe(401);
    expect((await save({ languageId: 1, value: '<p>x</p>' }, 'support')).status).toBe(403);
    expect((await save({ languageId: 1, value: '<p>x</p>' }, 'client')).status).toBe(403);
  });

  it('serves stored terms sanitised, even what reached the table by another way', async () => {
    const before = await current(2);
    await t.db
      .update(termsAndConditions)
      .set({ value: '<p>Hei<script>alert(1)</script><img src=x onerror="alert(2)"></p>' })
      .where(eq(termsAndConditions.languageId, 2));
    expect((await current(2)).value).toBe('<p>Hei</p>');
    expect((await readPublic(2)).result.value).toBe('<p>Hei</p>');
    await t.db.update(termsAndConditions).set({ value: before.value }).where(eq(termsAndConditions.languageId, 2));
  });
});

describe('TermsAndConditions/Save', () => {
  it('saves sanitised text with the version it read, draws a new one, and refuses the old one with 409', async () => {
    const read = await current(1);
    const saved = await save({
      languageId: 1,
      concurrencyStamp: read.concurrencyStamp,
      value: '<h2>New terms</h2><p onclick="alert(1)">Be <b>kind</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.result).toMatchObject({ languageId: 1, languageName: 'en', value: '<h2>New terms</h2><p>Be <b>kind</b></p>' });
    expect(saved.result.concurrencyStamp).not.toBe(read.concurrencyStamp);
    const [stored] = await t.db.select().from(termsAndConditions).where(eq(termsAndConditions.languageId, 1));
    expect(stored!.value).toBe('<h2>New terms</h2><p>Be <b>kind</b></p>');
    expect(stored!.lastModificationTime).toEqual(t.clock());

    const stale = await save({ languageId: 1, concurrencyStamp: read.concurrencyStamp, value: '<p>Lost</p>' });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'Record.Stale' });
    expect((await current(1)).value).toBe('<h2>New terms</h2><p>Be <b>kind</b></p>');

    const withoutVersion = await save({ languageId: 1, value: '<p>Plain</p>' });
    expect(withoutVersion.status).toBe(200);
    expect((await readPublic(1)).result).toEqual({
      languageId: 1,
      languageName: 'en',
      languageDisplayName: expect.any(String),
      value: '<p>Plain</p>',
    });
  });

  it('writes the first terms of a language that had none', async () => {
    await t.db.delete(termsAndConditions).where(eq(termsAndConditions.languageId, 2));
    expect(await current(2)).toMatchObject({ value: '', concurrencyStamp: null });
    expect((await readPublic(2)).result.value).toBe('');
    const saved = await save({ languageId: 2, value: '<p>Vilkår</p>', concurrencyStamp: null });
    expect(saved.result).toMatchObject({ languageId: 2, value: '<p>Vilkår</p>', concurrencyStamp: expect.any(String) });
  });

  it('refuses an unknown language, a missing value, extra fields and an overlong text with 400', async () => {
    const unknown = await save({ languageId: 99, value: '<p>x</p>' });
    expect(unknown.status).toBe(400);
    expect(messagesOf(unknown)).toEqual([['languageId', noSuchLanguage]]);
    expect((await save({ languageId: 1 })).status).toBe(400);
    expect((await save({ languageId: 1, value: '<p>x</p>', extra: true })).status).toBe(400);
    expect((await save({ languageId: 1, value: 'x'.repeat(200_001) })).status).toBe(400);
    expect((await save({ languageId: 0, value: '<p>x</p>' })).status).toBe(400);
  });
});

describe('TermsAndConditions/GetTermsAndConditions', () => {
  it('is public, has no version, and answers an unknown or malformed language with 400', async () => {
    const answer = await readPublic(1);
    expect(answer.status).toBe(200);
    expect(answer.result).not.toHaveProperty('concurrencyStamp');
    expect((await readPublic(99)).status).toBe(400);
    expect((await readPublic('abc')).status).toBe(400);
  });
});
