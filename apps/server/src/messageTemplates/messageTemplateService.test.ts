import type { Language, MessageTemplate } from '@velo/api-client/contract';
import { serverMessageTemplates } from '@velo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const call = <Result = MessageTemplate>(method: 'GET' | 'POST', path: string, body?: unknown, userName = 'admin') =>
  request<Result>(t.app, {
    method,
    url: `/api/services/app/MessageTemplate/${path}`,
    token: tokens[userName],
    ...(body === undefined ? {} : { body }),
  });
const save = (body: object, userName?: string) => call('POST', 'CreateOrUpdateMessageTemplate', body, userName);
const create = async (body: object) => {
  const answer = await save(body);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
};

/** A template as a save sends it back: its editable fields, id and stamp. */
const asSave = ({ id, name, languageId, subject, text, clientId, copyAllowed, concurrencyStamp }: MessageTemplate) => ({
  id,
  name,
  languageId,
  subject,
  text,
  clientId,
  copyAllowed,
  concurrencyStamp,
});

const byName = (name: string) => ({
  condition: 'and',
  filterRules: [{ field: 'Name', operator: 'equal', value: name }],
});

describe('MessageTemplate/GetList', () => {
  it('lists the seeded templates by name and language, with language and client names', async () => {
    const answer = await call<{ items: MessageTemplate[]; totalCount: number }>('POST', 'GetList', {
      filterRule: byName(serverMessageTemplates.passwordResetCode.name),
    });
    expect(answer.status).toBe(200);
    expect(answer.result.items.map((template) => [template.languageId, template.languageName, template.client])).toEqual([
      [1, 'English', null],
      [2, 'Norsk', null],
    ]);
    expect(answer.result.items[0]!.text).toContain('{{ResetCode}}');
  });

  it('filters by client and language, and sorts by subject', async () => {
    const ofClient = await call<{ items: MessageTemplate[] }>('POST', 'GetList', {
      filterRule: { condition: 'and', filterRules: [{ field: 'ClientId', operator: 'equal', value: 1 }] },
    });
    expect(ofClient.result.items.map((template) => [template.name, template.client])).toEqual([
      ['WelcomeEmail', { name: 'Nordlys Parkering AS' }],
    ]);
    const norwegian = await call<{ items: MessageTemplate[] }>('POST', 'GetList', {
      filterRule: { condition: 'and', filterRules: [{ field: 'LanguageId', operator: 'equal', value: 2 }] },
      sorting: 'Subject DESC',
      maxResultCount: 100,
    });
    expect(norwegian.result.items.every((template) => template.languageId === 2)).toBe(true);
    const subjects = norwegian.result.items.map((template) => template.subject ?? '');
    expect(subjects.filter(Boolean)).toEqual(subjects.filter(Boolean).toSorted().toReversed());
  });

  it('is for admins only: 403 to client administrators and support staff', async () => {
    for (const userName of ['client', 'client-read', 'support']) {
      expect((await call('POST', 'GetList', {}, userName)).status).toBe(403);
      expect((await call('GET', 'Get?id=1', undefined, userName)).status).toBe(403);
      expect((await save({ name: 'X', languageId: 1, text: '<p>x</p>' }, userName)).status).toBe(403);
      expect((await call('GET', 'GetFilteredLanguages?tplName=X', undefined, userName)).status).toBe(403);
    }
  });
});

describe('MessageTemplate/CreateOrUpdateMessageTemplate', () => {
  it('creates a template with its text sanitised and its placeholders kept, then saves an edit with a new stamp', async () => {
    const made = await create({
      name: ' Receipt ',
      languageId: 1,
      subject: 'Your receipt, {{UserName}}',
      text: '<p onclick="steal()">Hi {{UserName}}<img src=x onerror="alert(1)"><script>alert(2)</script>, <a href="javascript:alert(3)">paid</a> {{ Amount }}</p>',
      clientId: 2,
      copyAllowed: true,
    });
    expect(made).toMatchObject({
      name: 'Receipt',
      languageId: 1,
      languageName: 'English',
      subject: 'Your receipt, {{UserName}}',
      text: '<p>Hi {{UserName}}, <a rel="noopener noreferrer">paid</a> {{ Amount }}</p>',
      clientId: 2,
      client: { name: 'Vestland Sykkeldrift AS' },
      copyAllowed: true,
      lastModificationTime: null,
    });

    const edited = await create({ ...asSave(made), text: '<p>Thanks {{UserName}}</p>', subject: '' });
    expect(edited).toMatchObject({ id: made.id, text: '<p>Thanks {{UserName}}</p>', subject: null });
    expect(edited.concurrencyStamp).not.toBe(made.concurrencyStamp);
    expect(edited.lastModificationTime).toEqual(expect.any(String));
    expect((await call('GET', `Get?id=${made.id}`)).result).toEqual(edited);
  });

  it('refuses a stale stamp with 409 and changes nothing', async () => {
    const made = await create({ name: 'StaleTest', languageId: 1, text: '<p>first</p>' });
    await create({ ...asSave(made), text: '<p>second</p>' });
    const stale = await save({ ...asSave(made), text: '<p>third</p>' });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'Record.Stale' });
    expect((await call('GET', `Get?id=${made.id}`)).result.text).toBe('<p>second</p>');
  });

  it('answers a name and language the client or the product already has with 400 and a clear message', async () => {
    const productDuplicate = await save({ name: 'PasswordResetCode', languageId: 2, text: '<p>{{ResetCode}}</p>' });
    expect(productDuplicate.status).toBe(400);
    expect(productDuplicate.error).toMatchObject({
      code: 'MessageTemplate.Duplicate',
      message: 'There is already a template with this name in this language for the product. Choose another name or language.',
    });
    const clientDuplicate = await save({ name: 'WelcomeEmail', languageId: 2, text: '<p>Hei</p>', clientId: 1 });
    expect(clientDuplicate.error).toMatchObject({
      code: 'MessageTemplate.Duplicate',
      message: 'This client already has a template with this name in this language. Choose another name or language.',
    });
    // The same name and language for another client is that client's own.
    await create({ name: 'WelcomeEmail', languageId: 2, text: '<p>Hei</p>', clientId: 3 });
    // Renaming one onto another's name and language is a duplicate too.
    const other = await create({ name: 'RenameTest', languageId: 1, text: '<p>x</p>' });
    const renamed = await save({ ...asSave(other), name: 'WelcomeEmail' });
    expect(renamed.error).toMatchObject({ code: 'MessageTemplate.Duplicate' });
  });

  it('needs text and a language: text that sanitises to nothing, an unknown language or client is 400', async () => {
    const noText = await save({ name: 'Empty', languageId: 1, text: '<script>alert(1)</script><p> </p>' });
    expect(noText.status).toBe(400);
    expect(noText.error?.validationErrors).toEqual([{ message: 'This field is required', members: ['text'] }]);
    const noLanguage = await save({ name: 'Empty', text: '<p>x</p>' });
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.error?.validationErrors?.[0]?.members).toEqual(['languageId']);
    expect((await save({ name: 'Empty', languageId: 99, text: '<p>x</p>' })).error).toMatchObject({
      code: 'MessageTemplate.LanguageNotFound',
    });
    expect((await save({ name: 'Empty', languageId: 1, text: '<p>x</p>', clientId: 999_999 })).error).toMatchObject({
      code: 'MessageTemplate.ClientNotFound',
    });
    expect(await t.db.select().from(messageTemplates).where(eq(messageTemplates.name, 'Empty'))).toEqual([]);
  });

  it('answers an id that does not exist with 404', async () => {
    expect((await save({ id: 999_999, name: 'Ghost', languageId: 1, text: '<p>x</p>' })).status).toBe(404);
    expect((await call('GET', 'Get?id=999999')).status).toBe(404);
  });
});

describe('MessageTemplate/Get', () => {
  it('sanitises a text stored before the sanitiser saw it as it serves it', async () => {
    const [stored] = await t.db
      .insert(messageTemplates)
      .values({ name: 'Legacy', languageId: 1, text: '<p>Hi {{UserName}}<img src=x onerror=alert(1)></p><script>x()</script>' })
      .returning({ id: messageTemplates.id });
    expect((await call('GET', `Get?id=${stored!.id}`)).result.text).toBe('<p>Hi {{UserName}}</p>');
  });
});

describe('MessageTemplate/GetFilteredLanguages', () => {
  const languagesOffered = async (query: string) =>
    (await call<Language[]>('GET', `GetFilteredLanguages?${query}`)).result.map((language) => language.id);

  it('offers the languages a name does not have yet, for the product or a client', async () => {
    expect(await languagesOffered('tplName=PasswordResetCode')).toEqual([]);
    expect(await languagesOffered('tplName=PasswordResetCode&clientId=1')).toEqual([1, 2]);
    expect(await languagesOffered('tplName=WelcomeEmail&clientId=1')).toEqual([1]);
    await create({ name: 'OnlyEnglish', languageId: 1, text: '<p>x</p>' });
    expect(await languagesOffered('tplName=OnlyEnglish')).toEqual([2]);
    expect(await languagesOffered('tplName=')).toEqual([1, 2]);
    expect(await languagesOffered('')).toEqual([1, 2]);
  });
});
