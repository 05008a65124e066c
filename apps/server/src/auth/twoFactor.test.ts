import { eq } from 'drizzle-orm';
import type { TwoFactorProvider } from '@velo/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate, request } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { createLockout, twoFactorLockout } from './lockout.ts';
import { addUser } from '../testing/testUsers.ts';

// Codes the test knows and that never repeat, so a replaced code can always be tried.
const issuedCodes: string[] = [];
const t = useTestApp({
  generateCode: () => {
    const code = String(1000 + issuedCodes.length);
    issuedCodes.push(code);
    return code;
  },
});
const credentials = { userNameOrEmailAddress: 'admin2fa', password: 'Demo1234!' };

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

async function latestCode(): Promise<string> {
  const [message] = await outbox();
  const code = message?.text.match(/Your Velo sign-in code is (\d{4})$/)?.[1];
  if (!code) throw new Error(`No code in the outbox: ${message?.text}`);
  return code;
}

const wrongCode = (code: string) => (code === '0000' ? '9999' : '0000');
const resend = (userId: number, provider: TwoFactorProvider) =>
  request(t.app, { method: 'POST', url: `/api/TokenAuth/ResendCodeForAdmin?userId=${userId}&provider=${provider}` });

// Each test starts after the 30 seconds between codes.
beforeEach(() => t.clock.advanceSeconds(31));

describe('two-factor sign-in', () => {
  it('answers a challenge that holds no token, no user and no role', async () => {
    const answer = await authenticate(t.app, credentials);
    expect(answer.result).toEqual({
      accessToken: null,
      refreshToken: null,
      expireInSeconds: 0,
      userId: 2,
      user: null,
      roles: [],
      requiresTwoFactorVerification: true,
      twoFactorAuthProviders: [1],
      twoFactorRememberClientToken: null,
    });
  });

  it('challenges instead of answering tokens, and texts a 4-digit code', async () => {
    const answer = await authenticate(t.app, credentials);
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      requiresTwoFactorVerification: true,
      userId: expect.any(Number),
      twoFactorAuthProviders: [1],
      accessToken: null,
      refreshToken: null,
      user: null,
    });
    const [message] = await outbox();
    expect(message).toMatchObject({ channel: 'sms', to: '4790055667', subject: null });
    expect(message?.text).toMatch(/^Your Velo sign-in code is \d{4}$/);
  });

  it('answers tokens for the right code, once', async () => {
    await authenticate(t.app, credentials);
    const code = await latestCode();
    const answer = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: code });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      requiresTwoFactorVerification: false,
      accessToken: expect.any(String),
      twoFactorRememberClientToken: null,
    });

    const again = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: code });
    expect(again.status).toBe(400);
    expect(again.error?.code).toBe('TwoFactor.CodeExpired');
  });

  it('refuses a wrong code, and ends the code after 5 wrong tries', async () => {
    await authenticate(t.app, credentials);
    const code = await latestCode();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.error?.code).toBe('TwoFactor.InvalidCode');
      expect(wrong.error?.message).toBe('Invalid verification code');
    }
    const right = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: code });
    expect(right.status).toBe(400);
    expect(right.error?.code).toBe('TwoFactor.CodeExpired');
  });

  it('lets in only one of two sign-ins racing with the same code', async () => {
    await authenticate(t.app, credentials);
    const code = await latestCode();
    const answers = await Promise.all([1, 2].map(() => authenticate(t.app, { ...credentials, twoFactorVerificationCode: code })));
    expect(answers.map((answer) => answer.error?.code ?? answer.status).sort()).toEqual([200, 'TwoFactor.CodeExpired']);
  });

  it('counts two wrong codes racing for the last try once: the code ends', async () => {
    await authenticate(t.app, credentials);
    const code = await latestCode();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await authenticate(t.app, { ...credentials, twoFactorVerificationCode: wrongCode(code) });
    }
    const answers = await Promise.all(
      [1, 2].map(() => authenticate(t.app, { ...credentials, twoFactorVerificationCode: wrongCode(code) })),
    );
    expect(answers.map((answer) => answer.error?.code).sort()).toEqual(['TwoFactor.CodeExpired', 'TwoFactor.InvalidCode']);
  });

  it('lets a code live 5 minutes', async () => {
    await authenticate(t.app, credentials);
    const code = await latestCode();
    t.clock.advanceMinutes(5);
    const late = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: code });
    expect(late.error?.code).toBe('TwoFactor.CodeExpired');
  });

  it('takes a code with spaces around it, and a code of spaces as none: a new code is sent', async () => {
    await authenticate(t.app, credentials);
    const padded = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: ` ${await latestCode()} ` });
    expect(padded.status).toBe(200);
    expect(padded.result.requiresTwoFactorVerification).toBe(false);

    t.clock.advanceSeconds(31);
    const sent = (await outbox()).length;
    const blank = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.result.requiresTwoFactorVerification).toBe(true);
    expect((await outbox()).length).toBe(sent + 1);
  });

  it('refuses a code when none was sent', async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Admin'], twoFactorEnabled: true, phoneNumber: '4790000001' });
    const answer = await authenticate(t.app, {
      userNameOrEmailAddress: userName,
      password: credentials.password,
      twoFactorVerificationCode: '1000',
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('TwoFactor.CodeExpired');
  });

  it('still checks the password before the code', async () => {
    await authenticate(t.app, credentials);
    const code = await latestCode();
    const answer = await authenticate(t.app, { ...credentials, password: 'wrong', twoFactorVerificationCode: code });
    expect(answer.error?.code).toBe('SignIn.InvalidCredentials');
  });

  it('remembers the browser for 30 days when asked', async () => {
    await authenticate(t.app, credentials);
    const signedIn = await authenticate(t.app, {
      ...credentials,
      twoFactorVerificationCode: await latestCode(),
      rememberClient: true,
    });
    const token = signedIn.result.twoFactorRememberClientToken as string;
    expect(token).toEqual(expect.any(String));

    const sent = (await outbox()).length;
    const remembered = await authenticate(t.app, { ...credentials, twoFactorRememberClientToken: token });
    expect(remembered.result).toMatchObject({ requiresTwoFactorVerification: false, accessToken: expect.any(String) });
    expect((await outbox()).length).toBe(sent);

    const forged = await authenticate(t.app, { ...credentials, twoFactorRememberClientToken: 'made-up' });
    expect(forged.result.requiresTwoFactorVerification).toBe(true);

    t.clock.advanceMinutes(30 * 24 * 60 + 1);
    const expired = await authenticate(t.app, { ...credentials, twoFactorRememberClientToken: token });
    expect(expired.result.requiresTwoFactorVerification).toBe(true);
  });
});

describe('wrong codes across codes', () => {
  const twoFactorUser = async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Admin'], twoFactorEnabled: true, phoneNumber: '4790000010' });
    return { userNameOrEmailAddress: userName, password: credentials.password };
  };
  /** Asks for a new code (30 seconds after the last) and tries `tries` wrong ones: the codes answered. */
  const wrongTries = async (signIn: Record<string, string>, tries: number) => {
    t.clock.advanceSeconds(31);
    await authenticate(t.app, signIn);
    const code = await latestCode();
    const answers: unknown[] = [];
    for (let attempt = 1; attempt <= tries; attempt++) {
      answers.push((await authenticate(t.app, { ...signIn, twoFactorVerificationCode: wrongCode(code) })).error?.code);
    }
    return answers;
  };
  const invalid = (times: number) => Array.from({ length: times }, () => 'TwoFactor.InvalidCode');

  it('lock the account after 10 within an hour, saying so, though each code allowed 5 tries; for an hour', async () => {
    const signIn = await twoFactorUser();
    expect([...(await wrongTries(signIn, 5)), ...(await wrongTries(signIn, 5))]).toEqual([...invalid(9), 'TwoFactor.LockedOut']);

    t.clock.advanceSeconds(31);
    const sent = (await outbox()).length;
    const locked = await authenticate(t.app, signIn);
    expect(locked.status).toBe(400);
    expect(locked.error).toMatchObject({
      code: 'TwoFactor.LockedOut',
      message: 'Too many wrong verification codes. Your account is locked for an hour.',
    });
    const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, signIn.userNameOrEmailAddress)))[0]!
      .id;
    expect((await resend(userId, 1)).error?.code).toBe('TwoFactor.ResendRefused');
    expect((await outbox()).length).toBe(sent);

    t.clock.advanceMinutes(59);
    expect((await authenticate(t.app, signIn)).error?.code).toBe('TwoFactor.LockedOut');
    t.clock.advanceMinutes(1);
    expect((await authenticate(t.app, signIn)).result.requiresTwoFactorVerification).toBe(true);
    const right = await authenticate(t.app, { ...signIn, twoFactorVerificationCode: await latestCode() });
    expect(right.status).toBe(200);
  });

  it('refuse even the right code once locked', async () => {
    const signIn = await twoFactorUser();
    await wrongTries(signIn, 5);
    await wrongTries(signIn, 4);
    t.clock.advanceSeconds(31);
    await authenticate(t.app, signIn);
    const code = await latestCode();
    expect((await authenticate(t.app, { ...signIn, twoFactorVerificationCode: wrongCode(code) })).error?.code).toBe(
      'TwoFactor.LockedOut',
    );
    expect((await authenticate(t.app, { ...signIn, twoFactorVerificationCode: code })).error?.code).toBe('TwoFactor.LockedOut');
  });

  it('are forgotten by a right code, and counted only within the hour from the first', async () => {
    const signIn = await twoFactorUser();
    expect([...(await wrongTries(signIn, 5)), ...(await wrongTries(signIn, 4))]).toEqual(invalid(9));
    expect((await authenticate(t.app, { ...signIn, twoFactorVerificationCode: await latestCode() })).status).toBe(200);
    expect([...(await wrongTries(signIn, 5)), ...(await wrongTries(signIn, 4))]).toEqual(invalid(9));

    t.clock.advanceMinutes(60);
    expect([...(await wrongTries(signIn, 5)), ...(await wrongTries(signIn, 4))]).toEqual(invalid(9));
  });

  it('are counted before they are checked: of parallel guesses, no more than 10 are let through', async () => {
    const { id } = await addUser(t.db, { roleNames: ['Admin'], twoFactorEnabled: true });
    const lockout = createLockout(t.db, t.clock, twoFactorLockout);
    const claims = await Promise.all(Array.from({ length: 14 }, () => lockout.claimAttempt(id)));
    expect(claims.filter((claim) => claim !== null)).toHaveLength(10);
    const [stored] = await t.db.select().from(users).where(eq(users.id, id));
    expect(stored).toMatchObject({ failedTwoFactorCount: 10, twoFactorLockoutEnd: expect.any(Date) });
  });
});

describe("the code's way to the user", () => {
  const signInAs = (userName: string) =>
    authenticate(t.app, { userNameOrEmailAddress: userName, password: credentials.password });

  it('is e-mail for a user who chose e-mail', async () => {
    const { userName } = await addUser(t.db, {
      roleNames: ['Admin'],
      twoFactorEnabled: true,
      twoFactorProvider: 2,
      phoneNumber: '4790000002',
      emailAddress: 'mail-2fa@velo.no',
    });
    const answer = await signInAs(userName);
    expect(answer.result.twoFactorAuthProviders).toEqual([2]);
    const [message] = await outbox();
    expect(message).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: 'mail-2fa@velo.no',
      subject: 'Your Velo sign-in code',
      text: `Your Velo sign-in code is ${issuedCodes.at(-1)}`,
      creationTime: expect.any(String),
    });
  });

  it('is SMS for a user who chose none', async () => {
    const { userName } = await addUser(t.db, {
      roleNames: ['Admin'],
      twoFactorEnabled: true,
      twoFactorProvider: null,
      phoneNumber: '4790000003',
      emailAddress: 'sms-2fa@velo.no',
    });
    const answer = await signInAs(userName);
    expect(answer.result.twoFactorAuthProviders).toEqual([1]);
    const [message] = await outbox();
    expect(message).toMatchObject({
      channel: 'sms',
      to: '4790000003',
      subject: null,
      text: `Your Velo sign-in code is ${issuedCodes.at(-1)}`,
    });
  });

  it('needs a phone number for SMS and an address for e-mail', async () => {
    const withoutPhone = await addUser(t.db, {
      roleNames: ['Admin'],
      twoFactorEnabled: true,
      twoFactorProvider: 1,
      emailAddress: 'no-phone@velo.no',
    });
    const noPhone = await signInAs(withoutPhone.userName);
    expect(noPhone.status).toBe(400);
    expect(noPhone.error?.code).toBe('TwoFactor.NoPhoneNumber');

    const withoutEmail = await addUser(t.db, {
      roleNames: ['Admin'],
      twoFactorEnabled: true,
      twoFactorProvider: 2,
      phoneNumber: '4790000004',
    });
    const noEmail = await signInAs(withoutEmail.userName);
    expect(noEmail.status).toBe(400);
    expect(noEmail.error?.code).toBe('TwoFactor.NoEmailAddress');
  });
});

describe('ResendCodeForAdmin', () => {
  it('sends a new code by the chosen provider, replacing the old one', async () => {
    const challenge = await authenticate(t.app, credentials);
    const oldCode = await latestCode();
    expect(oldCode).toBe(issuedCodes.at(-1));
    t.clock.advanceSeconds(31);

    const answer = await resend(challenge.result.userId, 2);
    expect(answer.status).toBe(200);
    expect(answer.result).toBeNull();
    const [message] = await outbox();
    expect(message).toMatchObject({ channel: 'email', to: 'admin2fa@velo.no', subject: 'Your Velo sign-in code' });

    const newCode = await latestCode();
    expect(newCode).toBe(issuedCodes.at(-1));
    expect(newCode).not.toBe(oldCode);
    const old = await authenticate(t.app, { ...credentials, twoFactorVerificationCode: oldCode });
    expect(old.status).toBe(400);
    expect(old.error?.code).toBe('TwoFactor.InvalidCode');
    expect((await authenticate(t.app, { ...credentials, twoFactorVerificationCode: newCode })).status).toBe(200);
  });

  it('allows one code per 30 seconds', async () => {
    const challenge = await authenticate(t.app, credentials);
    const sent = (await outbox()).length;
    const tooSoon = await resend(challenge.result.userId, 1);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.error?.code).toBe('TwoFactor.ResendRefused');
    expect(tooSoon.error?.message).toBe('No new code was sent. Wait 30 seconds after the last one, or sign in again.');
    expect((await outbox()).length).toBe(sent);
    t.clock.advanceSeconds(30);
    expect((await resend(challenge.result.userId, 1)).status).toBe(200);
  });

  it('answers a user signing in who asks too soon exactly as an unknown user and one not signing in', async () => {
    const signingIn = (await authenticate(t.app, credentials)).result.userId as number;
    const withTwoFactor = await addUser(t.db, { roleNames: ['Admin'], twoFactorEnabled: true, phoneNumber: '4790000009' });
    const answers = await Promise.all([999_999, 1, withTwoFactor.id, signingIn].map((userId) => resend(userId, 1)));
    const [unknown, withoutTwoFactor, notSigningIn, tooSoon] = answers.map(({ status, envelope }) => ({ status, envelope }));
    expect(unknown!.status).toBe(400);
    expect(unknown!.envelope).toMatchObject({ error: { code: 'TwoFactor.ResendRefused' } });
    expect(withoutTwoFactor).toEqual(unknown);
    expect(notSigningIn).toEqual(unknown);
    expect(tooSoon).toEqual(unknown);
  });

  it('refuses when no sign-in is under way', async () => {
    const challenge = await authenticate(t.app, credentials);
    t.clock.advanceMinutes(16);
    const answer = await resend(challenge.result.userId, 1);
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('TwoFactor.ResendRefused');
  });

  it('refuses a provider other than 1 or 2', async () => {
    const answer = await request(t.app, { method: 'POST', url: '/api/TokenAuth/ResendCodeForAdmin?userId=2&provider=3' });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['provider']);
  });
});
