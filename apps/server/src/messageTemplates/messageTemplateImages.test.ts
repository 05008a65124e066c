import type { MessageTemplate } from '@velo/api-client/contract';
import { imageMaxBytes, imageTooLarge, imageWrongType } from '@velo/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

// A template's image: saved with the template (a png or jpeg by its bytes, whatever it is called or
// declared), served as those bytes with their own content type as a download that runs nothing, admin only.

const t = useTestApp();
const tokens: Record<string, string> = {};
const base = '/api/services/app/MessageTemplate';

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 56 }, (_, i) => i)]);
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 40 }, (_, i) => 255 - i)]);
const dataUrl = (bytes: Buffer, declared = 'image/png') => `data:${declared};base64,${bytes.toString('base64')}`;

const save = (body: object, userName = 'admin') =>
  request<MessageTemplate>(t.app, {
    method: 'POST',
    url: `${base}/CreateOrUpdateMessageTemplate`,
    token: tokens[userName],
    body,
  });
const saved = async (body: object) => {
  const answer = await save(body);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
};
const imageOf = (id: number | string, userName = 'admin') =>
  t.app.inject({
    method: 'GET',
    url: `${base}/GetImage?id=${id}`,
    headers: userName ? { authorization: `Bearer ${tokens[userName]}` } : {},
  });
const editOf = ({ id, name, languageId, text, concurrencyStamp }: MessageTemplate) => ({
  id,
  name,
  languageId,
  text,
  concurrencyStamp,
});

describe('a message template with an image', () => {
  it('is created with a png, which GetImage serves as its bytes, a png download that runs nothing', async () => {
    const made = await saved({ name: 'With image', languageId: 1, text: '<p>x</p>', image: dataUrl(pngBytes) });
    expect(made.hasImage).toBe(true);
    const served = await imageOf(made.id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pngBytes);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'no-store',
    });
  });

  it('keeps its image through an edit without one, replaces it with another, and loses it with null', async () => {
    const made = await saved({ name: 'Replaced image', languageId: 1, text: '<p>x</p>', image: dataUrl(pngBytes) });
    const kept = await saved({ ...editOf(made), text: '<p>y</p>' });
    expect(kept.hasImage).toBe(true);
    expect((await imageOf(made.id)).rawPayload).toEqual(pngBytes);

    // Declared a png, its bytes are a jpeg's: it is kept and served as what it is.
    const replaced = await saved({ ...editOf(kept), image: dataUrl(jpegBytes, 'image/png') });
    const served = await imageOf(made.id);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(jpegBytes);

    const removed = await saved({ ...editOf(replaced), image: null });
    expect(removed.hasImage).toBe(false);
    const none = await imageOf(made.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({ code: 'Request.NotFound', message: 'This message template has no image.' });
  });

  it('refuses a file that is not a png or jpeg by its bytes, or is too large, with 400 on image, and saves nothing', async () => {
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const refusals = [
      [dataUrl(page), imageWrongType],
      [dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png'), imageWrongType],
      [dataUrl(pngBytes, 'text/html'), imageWrongType],
      [dataUrl(Buffer.concat([pngBytes, Buffer.alloc(imageMaxBytes)])), imageTooLarge],
    ] as const;
    for (const [image, message] of refusals) {
      const refused = await save({ name: 'Refused image', languageId: 1, text: '<p>x</p>', image });
      expect(refused.status).toBe(400);
      expect(refused.error?.validationErrors).toEqual([{ message, members: ['image'] }]);
    }
    expect(await t.db.select().from(messageTemplates).where(eq(messageTemplates.name, 'Refused image'))).toEqual([]);

    const made = await saved({ name: 'Kept image', languageId: 1, text: '<p>x</p>', image: dataUrl(pngBytes) });
    const refused = await save({ ...editOf(made), text: '<p>changed</p>', image: dataUrl(page) });
    expect(refused.status).toBe(400);
    const [unchanged] = await t.db
      .select({ text: messageTemplates.text })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.id, made.id)));
    expect(unchanged).toEqual({ text: '<p>x</p>' });
    expect((await imageOf(made.id)).rawPayload).toEqual(pngBytes);
  });

  it('keeps its image when a stale edit with another is refused', async () => {
    const made = await saved({ name: 'Stale image', languageId: 1, text: '<p>x</p>', image: dataUrl(pngBytes) });
    await saved({ ...editOf(made), text: '<p>y</p>' });
    const stale = await save({ ...editOf(made), image: dataUrl(jpegBytes) });
    expect(stale.status).toBe(409);
    expect((await imageOf(made.id)).rawPayload).toEqual(pngBytes);
  });
});

describe('MessageTemplate/GetImage', () => {
  it('answers 404 for a template that does not exist, and 400 for an id that is not one', async () => {
    const missing = await imageOf(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no message template with this id.');
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const refused = await imageOf(id);
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().error.validationErrors[0].members, id).toEqual(['id']);
    }
  });

  it("is the admin's: client administrators (their own client's template or another's) and support get 403, anonymous 401", async () => {
    const [ownClients] = await t.db
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(eq(messageTemplates.clientId, 1));
    const othersClient = await saved({
      name: 'Of another client',
      languageId: 1,
      clientId: 2,
      text: '<p>x</p>',
      image: dataUrl(pngBytes),
    });
    for (const userName of ['client', 'client-read', 'support']) {
      for (const id of [ownClients!.id, othersClient.id]) {
        const refused = await imageOf(id, userName);
        expect(refused.statusCode, userName).toBe(403);
        expect(refused.json().error.code).toBe('Auth.Forbidden');
        expect(refused.rawPayload.includes(pngBytes.subarray(0, 8))).toBe(false);
      }
      const saveRefused = await save({ ...editOf(othersClient), image: dataUrl(jpegBytes) }, userName);
      expect(saveRefused.status, userName).toBe(403);
    }
    expect((await imageOf(othersClient.id)).rawPayload).toEqual(pngBytes);
    expect((await imageOf(othersClient.id, '')).statusCode).toBe(401);
  });

  it("serves the demo client's welcome e-mail image", async () => {
    const list = await request<{ items: MessageTemplate[] }>(t.app, {
      method: 'POST',
      url: `${base}/GetList`,
      token: tokens.admin,
      body: { filterRule: { condition: 'and', filterRules: [{ field: 'ClientId', operator: 'equal', value: 1 }] } },
    });
    const [welcome] = list.result.items;
    expect(welcome).toMatchObject({ name: 'WelcomeEmail', hasImage: true });
    const served = await imageOf(welcome!.id);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
