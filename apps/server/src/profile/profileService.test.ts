import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRememberedClients } from '../auth/rememberedClients.ts';
import { users } from '../db/schema/index.ts';
import { demoPassword } from '../seed/demoSignIns.ts';
import { authenticate, request, signIn, type SignedIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';
import { systemAdministrator } from '../users/systemAdministrator.ts';

const issuedCodes: string[] = [];
const t = useTestApp({
  generateCode: () => {
    const code = String(5000 + issuedCodes.length);
    issuedCodes.push(code);
    return code;
  },
});

const settingsPath = '/api/services/app/Profile/GetUserSettings';
const changePasswordPath = '/api/services/app/Profile/ChangePassword';
const twoFactorPath = '/api/services/app/Profile/TwoFactorAuthenticateEnable';

const settingsOf = (token: string) => request(t.app, { method: 'GET', url: settingsPath, token });
const changePassword = (token: string, body: unknown) => request(t.app, { method: 'POST', url: changePasswordPath, token, body });
const setTwoFactor = (token: string, body: unknown) => request(t.app, { method: 'POST', url: twoFactorPath, token, body });
const refresh = (refreshToken: string) =>
  request(t.app, { method: 'POST', url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}` });

type OutboxMessage = { id: number; channel: string; to: string; text: string };
let lastSeededId = 0;
const readOutbox = async () => (await request(t.app, { method: 'GET', url: '/api/dev/outbox' })).result.items as OutboxMessage[];
beforeAll(async () => {
  lastSeededId = (await readOutbox())[0]?.id ?? 0;
});
const newestMessage = async () => (await readOutbox()).find((message) => message.id > lastSeededId);

/** A client administrator of its own, so each test shapes the user it changes. */
async function newStaffUser(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await addUser(t.db, { isAdmin: true, clientId: 1, ...fields });
  return { ...user, session: await signIn(t.app, user.userName) };
}

// Sign-in codes go out at most once per 30 seconds per user.
beforeEach(() => t.clock.advanceSeconds(31));

describe('Profile/ChangePassword', () => {
  it('answers a wrong current password with "Identity.Password mismatch" and keeps the old one', async () => {
    const { userName, session } = await newStaffUser();
    const answer = await changePassword(session.accessToken, { currentPassword: 'Wrong1234!', newPassword: 'Better5678#' });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'Identity.PasswordMismatch', message: 'Identity.Password mismatch' });
    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password: demoPassword })).status).toBe(200);
  });

  it('needs the current password and a new one under the rule, each refusal naming its field', async () => {
    const { session } = await newStaffUser();
    const refusals: Array<[unknown, string, string]> = [
      [{ currentPassword: '', newPassword: 'Better5678#' }, 'currentPassword', 'This field is required'],
      [{ currentPassword: demoPassword, newPassword: 'Ab1!' }, 'newPassword', 'at least 8 characters'],
      [{ currentPassword: demoPassword, newPassword: 'Better 5678' }, 'newPassword', 'may hold only letters, digits'],
      [
        { currentPassword: demoPassword, newPassword: 'better5678' },
        'newPassword',
        'needs an upper-case and a lower-case letter',
      ],
      [{ currentPassword: demoPassword, newPassword: 'BetterPassword' }, 'newPassword', 'needs a digit or one of'],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await changePassword(session.accessToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error?.validationErrors).toEqual([{ members: [field], message: expect.stringContaining(message) }]);
    }
  });

  it('holds a system administrator to a password that is hard to guess', async () => {
    const admin = await addUser(t.db, systemAdministrator({ userName: 'profile-admin', name: 'Profile', surname: 'Admin' }));
    const { accessToken } = await signIn(t.app, admin.userName);
    const answer = await changePassword(accessToken, { currentPassword: demoPassword, newPassword: 'Password1!' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.message).toContain('too easy to guess');
    expect(
      (await changePassword(accessToken, { currentPassword: demoPassword, newPassword: 'Quiet#Harbour$Lantern72' })).status,
    ).toBe(200);
  });

  it("changes the password and ends the user's other sessions, keeping the caller's", async () => {
    const { userName, session } = await newStaffUser();
    const other: SignedIn = await signIn(t.app, userName);
    const answer = await changePassword(session.accessToken, { currentPassword: demoPassword, newPassword: 'Better5678#' });
    expect(answer.status).toBe(200);

    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password: demoPassword })).status).toBe(400);
    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'Better5678#' })).status).toBe(200);

    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await settingsOf(other.accessToken)).status).toBe(401);
    expect((await settingsOf(session.accessToken)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });

  it('forgets the browsers remembered for two-factor: the next sign-in asks for a code again', async () => {
    const { id, userName, session } = await newStaffUser();
    await t.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorProvider: 1, phoneNumber: '4791234567' })
      .where(eq(users.id, id));
    const remembered = await createRememberedClients(t.db, t.clock).remember(id);
    const signInWith = async (password: string) =>
      (await authenticate(t.app, { userNameOrEmailAddress: userName, password, twoFactorRememberClientToken: remembered }))
        .result as { requiresTwoFactorVerification: boolean };
    expect((await signInWith(demoPassword)).requiresTwoFactorVerification).toBe(false);

    const answer = await changePassword(session.accessToken, { currentPassword: demoPassword, newPassword: 'Better5678#' });
    expect(answer.status).toBe(200);
    expect((await signInWith('Better5678#')).requiresTwoFactorVerification).toBe(true);
  });

  it('leaves other users alone', async () => {
    const changing = await newStaffUser();
    const bystander = await newStaffUser();
    await changePassword(changing.session.accessToken, { currentPassword: demoPassword, newPassword: 'Better5678#' });
    expect((await refresh(bystander.session.refreshToken)).status).toBe(200);
  });
});

describe('Profile/TwoFactorAuthenticateEnable', () => {
  it('refuses a phone number shorter than 6 characters or without the 00 prefix', async () => {
    const { session } = await newStaffUser();
    for (const phoneNumber of ['0047', '47912345', '+4791234567', '00479123456789012345', '00abcdef']) {
      const answer = await setTwoFactor(session.accessToken, { isTwoFactorEnabled: true, phoneNumber, authProvider: 1 });
      expect(answer.status, phoneNumber).toBe(400);
      expect(answer.error?.validationErrors).toEqual([
        { members: ['phoneNumber'], message: 'Phone number format is not correct' },
      ]);
    }
    const missing = await setTwoFactor(session.accessToken, { isTwoFactorEnabled: true, authProvider: 1 });
    expect(missing.error?.validationErrors).toEqual([
      { members: ['phoneNumber'], message: 'Phone number format is not correct' },
    ]);
    expect((await settingsOf(session.accessToken)).result.twoFactorInput.isTwoFactorEnabled).toBe(false);
  });

  it('turns SMS two-factor on: sign-in asks for the code sent to the number without its 00, then off again', async () => {
    const { id, userName, session } = await newStaffUser({ phoneNumber: null });
    expect((await settingsOf(session.accessToken)).result).toEqual({
      twoFactorInput: { isTwoFactorEnabled: false, phoneNumber: null, authProvider: null },
    });

    const enabled = await setTwoFactor(session.accessToken, {
      isTwoFactorEnabled: true,
      phoneNumber: '004791234567',
      authProvider: 1,
    });
    expect(enabled.status).toBe(200);
    expect((await settingsOf(session.accessToken)).result).toEqual({
      twoFactorInput: { isTwoFactorEnabled: true, phoneNumber: '004791234567', authProvider: 1 },
    });
    const [stored] = await t.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, id));
    expect(stored?.phoneNumber).toBe('4791234567');

    const credentials = { userNameOrEmailAddress: userName, password: demoPassword };
    const challenge = await authenticate(t.app, credentials);
    expect(challenge.result).toMatchObject({
      accessToken: null,
      requiresTwoFactorVerification: true,
      twoFactorAuthProviders: [1],
    });
    const message = await newestMessage();
    expect(message).toMatchObject({ channel: 'sms', to: '4791234567' });
    const code = message!.text.match(/(\d{4})$/)![1];
    const signedIn = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: code });
    expect(signedIn.result.accessToken).toEqual(expect.any(String));

    expect((await setTwoFactor(session.accessToken, { isTwoFactorEnabled: false })).status).toBe(200);
    expect((await settingsOf(session.accessToken)).result).toEqual({
      twoFactorInput: { isTwoFactorEnabled: false, phoneNumber: '004791234567', authProvider: null },
    });
    const withoutCode = await authenticate(t.app, credentials);
    expect(withoutCode.result).toMatchObject({ requiresTwoFactorVerification: false, accessToken: expect.any(String) });
  });

  it('edits the method to e-mail, which needs an e-mail address', async () => {
    const withoutEmail = await newStaffUser({ emailAddress: null });
    const refused = await setTwoFactor(withoutEmail.session.accessToken, {
      isTwoFactorEnabled: true,
      phoneNumber: '004791234567',
      authProvider: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('TwoFactor.NoEmailAddress');

    const { userName, session } = await newStaffUser({ emailAddress: 'profile-2fa@example.com' });
    await setTwoFactor(session.accessToken, { isTwoFactorEnabled: true, phoneNumber: '004791234567', authProvider: 1 });
    await setTwoFactor(session.accessToken, { isTwoFactorEnabled: true, phoneNumber: '004612345678', authProvider: 2 });
    expect((await settingsOf(session.accessToken)).result.twoFactorInput).toEqual({
      isTwoFactorEnabled: true,
      phoneNumber: '004612345678',
      authProvider: 2,
    });
    const challenge = await authenticate(t.app, { userNameOrEmailAddress: userName, password: demoPassword });
    expect(challenge.result.twoFactorAuthProviders).toEqual([2]);
    expect(await newestMessage()).toMatchObject({ channel: 'email', to: 'profile-2fa@example.com' });
  });

  it('shows a number kept in another form in the 00 form', async () => {
    const { session } = await newStaffUser({ phoneNumber: '+47 900 11 223' });
    expect((await settingsOf(session.accessToken)).result.twoFactorInput.phoneNumber).toBe('004790011223');
  });
});
