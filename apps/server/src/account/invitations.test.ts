import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationGroups, locations, outboxMessages, userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { request } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';

// Codes the test knows and that never repeat, so a replaced code can always be tried.
const issuedCodes: string[] = [];
const t = useTestApp({
  generateCode: () => {
    const code = String(5000 + issuedCodes.length);
    issuedCodes.push(code);
    return code;
  },
});

const inviteCode = 'INVITE01';
let locationId = 0;
const groupIds: number[] = [];

beforeAll(async () => {
  const [location] = await t.db
    .insert(locations)
    .values({ name: 'Invite Test Garage', inviteCode, isPublic: false })
    .returning({ id: locations.id });
  locationId = location!.id;
  for (const name of ['Invite staff', 'Invite visitors']) {
    const [group] = await t.db.insert(userGroups).values({ name }).returning({ id: userGroups.id });
    groupIds.push(group!.id);
    await t.db.insert(locationGroups).values({ locationId, groupId: group!.id });
  }
});

// Each test starts after the 30 seconds between codes.
beforeEach(() => t.clock.advanceSeconds(31));

let numbers = 0;
/** A Norwegian mobile number no other test uses, as the calls send it. */
const newNumber = () => `004790000${String(100 + (numbers += 1))}`;

const send = (phoneNumber: string, code = inviteCode) =>
  request(t.app, {
    method: 'GET',
    url: `/api/Account/SendUserInvitationSmsCode?invitationCode=${code}&phoneNumber=${phoneNumber}`,
  });
const verify = (phoneNumber: string, activationCode: string, code = inviteCode) =>
  request(t.app, {
    method: 'GET',
    url: `/api/Account/VerifyUserInvitationSmsCode?invitationCode=${code}&phoneNumber=${phoneNumber}&activationCode=${activationCode}`,
  });

/** The SMS provider gets the digits after "00". */
async function lastSmsTo(phoneNumber: string) {
  const sent = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, phoneNumber.slice(2)), eq(outboxMessages.channel, 'sms')))
    .orderBy(outboxMessages.id);
  return sent.at(-1);
}

const userNamed = async (userName: string) => (await t.db.select().from(users).where(eq(users.userName, userName)))[0];
const groupsOf = async (userId: number) =>
  (await t.db.select({ groupId: userGroupMembers.groupId }).from(userGroupMembers).where(eq(userGroupMembers.userId, userId)))
    .map((row) => row.groupId)
    .sort((a, b) => a - b);

describe('the invitation SMS code', () => {
  it('is texted with the location named, and a good code makes the end user with access to every group of the location', async () => {
    const phone = newNumber();
    expect((await send(phone)).status).toBe(200);
    const code = issuedCodes.at(-1)!;
    const sms = await lastSmsTo(phone);
    expect(sms?.text).toContain(code);
    expect(sms?.text).toContain('Invite Test Garage');

    const answer = await verify(phone, code);
    expect(answer.status, answer.error?.message).toBe(200);
    const user = await userNamed(phone);
    expect(user).toMatchObject({ isAdmin: false, passwordHash: null, isPhoneNumberConfirmed: true, suspended: false });
    expect(await groupsOf(user!.id)).toEqual([...groupIds].sort((a, b) => a - b));
  });

  it('refuses an unknown invite code with a clear message, sending nothing', async () => {
    const phone = newNumber();
    const answer = await send(phone, 'NOSUCHCODE');
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Invitation.NotFound');
    expect(answer.error?.message).toBe('This invitation link is not valid. Ask your workplace for a new one.');
    expect(await lastSmsTo(phone)).toBeUndefined();
  });

  it('refuses a number not in the 00 form', async () => {
    for (const phoneNumber of ['+4791234567', '4791234567', '0047', 'abc']) {
      const answer = await send(encodeURIComponent(phoneNumber));
      expect(answer.status, phoneNumber).toBe(400);
      expect(answer.error?.validationErrors?.[0]?.members).toEqual(['phoneNumber']);
    }
  });

  it('sends one code per 30 seconds to a number; a new code replaces the old one', async () => {
    const phone = newNumber();
    await send(phone);
    const first = issuedCodes.at(-1)!;
    const tooSoon = await send(phone);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.error?.code).toBe('Invitation.ResendTooSoon');
    t.clock.advanceSeconds(31);
    expect((await send(phone)).status).toBe(200);
    const second = issuedCodes.at(-1)!;
    expect((await verify(phone, first)).error?.code).toBe('Invitation.CodeWrong');
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('expires after 5 minutes', async () => {
    const phone = newNumber();
    await send(phone);
    t.clock.advanceMinutes(5);
    expect((await verify(phone, issuedCodes.at(-1)!)).error?.code).toBe('Invitation.CodeExpired');
    expect(await userNamed(phone)).toBeUndefined();
  });

  it('allows 5 tries, then even the right code is refused', async () => {
    const phone = newNumber();
    await send(phone);
    const code = issuedCodes.at(-1)!;
    for (let i = 0; i < 5; i++) expect((await verify(phone, '0000')).error?.code).toBe('Invitation.CodeWrong');
    expect((await verify(phone, code)).error?.code).toBe('Invitation.CodeExpired');
  });

  it('is used once, and a code for one location does not open another', async () => {
    const phone = newNumber();
    await send(phone);
    const code = issuedCodes.at(-1)!;
    const [other] = await t.db
      .insert(locations)
      .values({ name: 'Other Garage', inviteCode: 'INVITE02' })
      .returning({ id: locations.id });
    expect(other).toBeDefined();
    expect((await verify(phone, code, 'INVITE02')).error?.code).toBe('Invitation.CodeExpired');
    expect((await verify(phone, code)).status).toBe(200);
    expect((await verify(phone, code)).error?.code).toBe('Invitation.CodeExpired');
  });
});

describe('an existing user of the number', () => {
  it('is confirmed and given access again without a second membership', async () => {
    const phone = newNumber();
    const existing = await addUser(t.db, { userName: phone, passwordHash: null, isPhoneNumberConfirmed: false });
    await t.db.insert(userGroupMembers).values({ groupId: groupIds[0]!, userId: existing.id });
    await send(phone);
    expect((await verify(phone, issuedCodes.at(-1)!)).status).toBe(200);
    expect(await userNamed(phone)).toMatchObject({ id: existing.id, isPhoneNumberConfirmed: true });
    expect(await groupsOf(existing.id)).toEqual([...groupIds].sort((a, b) => a - b));

    t.clock.advanceSeconds(31);
    await send(phone);
    expect((await verify(phone, issuedCodes.at(-1)!)).status).toBe(200);
    expect(await groupsOf(existing.id)).toHaveLength(groupIds.length);
  });

  it('stays suspended and is told so', async () => {
    const phone = newNumber();
    const suspended = await addUser(t.db, { userName: phone, suspended: true });
    await send(phone);
    const answer = await verify(phone, issuedCodes.at(-1)!);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('Your account is suspended');
    expect(await userNamed(phone)).toMatchObject({ suspended: true, isPhoneNumberConfirmed: false });
    expect(await groupsOf(suspended.id)).toEqual([]);
  });

  it("is refused, with no membership, when they are another client's end user than the location's group's", async () => {
    const [group] = await t.db
      .insert(userGroups)
      .values({ name: 'Client one riders', clientId: 1 })
      .returning({ id: userGroups.id });
    const [location] = await t.db
      .insert(locations)
      .values({ name: 'Client Garage', inviteCode: 'INVITE03', clientId: 1 })
      .returning({ id: locations.id });
    await t.db.insert(locationGroups).values({ locationId: location!.id, groupId: group!.id });
    const phone = newNumber();
    const foreign = await addUser(t.db, { userName: phone, clientId: 2, passwordHash: null });
    await send(phone, 'INVITE03');
    const answer = await verify(phone, issuedCodes.at(-1)!, 'INVITE03');
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Invitation.MemberOfAnotherClient');
    expect(await groupsOf(foreign.id)).toEqual([]);
  });

  it('is refused when the name is a staff account', async () => {
    const phone = newNumber();
    const staff = await addUser(t.db, { userName: phone, isAdmin: true, clientId: null, roleNames: ['Admin'] });
    await send(phone);
    const answer = await verify(phone, issuedCodes.at(-1)!);
    expect(answer.error?.code).toBe('Invitation.StaffAccount');
    expect(await groupsOf(staff.id)).toEqual([]);
  });
});
