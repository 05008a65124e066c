import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { ensureInviteCode, inviteCodeAlphabet } from './inviteCodes.ts';

const publicUrl = 'https://velo.example.com';
const t = useTestApp({ config: { publicUrl } });
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'support']) tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const madeCode = new RegExp(`^[${inviteCodeAlphabet}]{8}$`);

/** A location of the first client without an invite code. */
async function codeless(name = 'Uten kode sykkelhotell') {
  const [made] = await t.db
    .insert(locations)
    .values({ name, locationType: 1, isActive: false, isPublic: false, accessControlType: 1, countryId: 1, clientId: 1 })
    .returning({ id: locations.id });
  return made!.id;
}

async function storedCode(id: number) {
  const [found] = await t.db.select({ inviteCode: locations.inviteCode }).from(locations).where(eq(locations.id, id));
  return found?.inviteCode;
}

async function unknownId() {
  const rows = await t.db.select({ id: locations.id }).from(locations);
  return Math.max(...rows.map((row) => row.id)) + 1000;
}

const getCode = (locationId: number | string, userName = 'admin') =>
  request<string>(t.app, {
    method: 'GET',
    url: `/api/services/app/Location/GetInviteCode?locationId=${locationId}`,
    token: tokens[userName],
  });

const send = (body: Record<string, unknown>, userName = 'admin') =>
  request(t.app, { method: 'POST', url: '/api/services/app/Location/SendSubscriptionLink', token: tokens[userName], body });

type OutboxMessage = { id: number; channel: string; to: string; subject: string | null; text: string };

const readOutbox = async () => (await request(t.app, { method: 'GET', url: '/api/dev/outbox' })).result.items as OutboxMessage[];

// The demo's message history fills the outbox's newest-200 page: the tests read only what this file's calls sent.
let lastSeededId = 0;
beforeAll(async () => {
  lastSeededId = (await readOutbox())[0]?.id ?? 0;
});

async function outbox() {
  return (await readOutbox()).filter((message) => message.id > lastSeededId);
}

describe('Location/GetInviteCode', () => {
  it("answers a location's stored code, the same on every call", async () => {
    const id = await codeless('Med kode sykkelhotell');
    await t.db.update(locations).set({ inviteCode: 'STORED-42' }).where(eq(locations.id, id));
    const first = await getCode(id);
    expect(first.status).toBe(200);
    expect(first.result).toBe('STORED-42');
    expect((await getCode(id)).result).toBe('STORED-42');
  });

  it('makes and stores a code for a location without one, and keeps answering it', async () => {
    const id = await codeless();
    const made = await getCode(id);
    expect(made.status).toBe(200);
    expect(made.result).toMatch(madeCode);
    expect(await storedCode(id)).toBe(made.result);
    expect((await getCode(id)).result).toBe(made.result);
  });

  it('answers calls at once on a location without a code with the one code stored', async () => {
    const id = await codeless();
    const answers = await Promise.all(Array.from({ length: 6 }, () => getCode(id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const code = answers[0]!.result;
    expect(code).toMatch(madeCode);
    expect(answers.map((answer) => answer.result)).toEqual(Array(6).fill(code));
    expect(await storedCode(id)).toBe(code);
  });

  it('answers the code another call stored between its read and its write, keeping that one', async () => {
    const id = await codeless();
    const invited = await ensureInviteCode(t.db, undefined, id, async () => {
      await t.db.update(locations).set({ inviteCode: 'RIVAL234' }).where(eq(locations.id, id));
      return 'MINE2345';
    });
    expect(invited?.inviteCode).toBe('RIVAL234');
    expect(await storedCode(id)).toBe('RIVAL234');
  });

  it("draws again when the code drawn is another location's", async () => {
    const taken = await codeless();
    await t.db.update(locations).set({ inviteCode: 'TAKEN234' }).where(eq(locations.id, taken));
    const id = await codeless();
    const draws = ['TAKEN234', 'FRESH234'];
    const invited = await ensureInviteCode(t.db, undefined, id, () => draws.shift()!);
    expect(invited?.inviteCode).toBe('FRESH234');
    expect(await storedCode(id)).toBe('FRESH234');
    expect(await storedCode(taken)).toBe('TAKEN234');
  });

  it('answers 404 for an unknown location', async () => {
    const answer = await getCode(await unknownId());
    expect(answer.status).toBe(404);
  });

  it('is refused to client and support with 403', async () => {
    const id = await codeless();
    for (const userName of ['client', 'support']) {
      const answer = await getCode(id, userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.error?.code, userName).toBe('Auth.Forbidden');
    }
    expect(await storedCode(id)).toBeNull();
  });
});

describe('Location/SendSubscriptionLink', () => {
  it("sends one SMS to the number with the location's invite link, its code made first", async () => {
    const id = await codeless('Lenke sykkelhotell');
    const userPhone = '+4791234567';
    const before = (await outbox()).length;
    const answer = await send({ locationId: id, userPhone });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ doorName: null, result: 'Sent' });
    const code = await storedCode(id);
    expect(code).toMatch(madeCode);
    const messages = await outbox();
    expect(messages).toHaveLength(before + 1);
    const sent = messages.filter((message) => message.to === userPhone);
    expect(sent).toHaveLength(1);
    expect(sent).toMatchObject([
      {
        channel: 'sms',
        to: userPhone,
        subject: null,
        text: `Join Lenke sykkelhotell on Velo: https://velo.example.com/#/invite/${code}`,
      },
    ]);
    expect((await getCode(id)).result).toBe(code);
  });

  it('answers 404 for an unknown location and sends nothing', async () => {
    const before = (await outbox()).length;
    const answer = await send({ locationId: await unknownId(), userPhone: '+4791234568' });
    expect(answer.status).toBe(404);
    expect(await outbox()).toHaveLength(before);
  });

  it('refuses a number not in E.164 with 400 and a message for userPhone', async () => {
    const id = await codeless();
    const before = (await outbox()).length;
    for (const userPhone of ['12345', '4791234567', '+4712', '+47 912 34 567', '+1234567890123456']) {
      const answer = await send({ locationId: id, userPhone });
      expect(answer.status, userPhone).toBe(400);
      expect(answer.error?.validationErrors, userPhone).toEqual([
        {
          message: 'Expected a phone number in international format: + and 8 to 15 digits, e.g. +4791234567.',
          members: ['userPhone'],
        },
      ]);
    }
    expect(await outbox()).toHaveLength(before);
    expect(await storedCode(id)).toBeNull();
  });

  it('is refused to client and support with 403', async () => {
    const id = await codeless();
    for (const userName of ['client', 'support']) {
      const answer = await send({ locationId: id, userPhone: '+4791234569' }, userName);
      expect(answer.status, userName).toBe(403);
    }
    expect((await outbox()).filter((message) => message.to === '+4791234569')).toEqual([]);
  });
});
