import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createRememberedClients } from '../auth/rememberedClients.ts';
import { outboxMessages, users } from '../db/schema/index.ts';
import { authenticate, request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';

const t = useTestApp();

let added = 0;
/** A client administrator (a console user with a password) with an address of their own. */
async function consoleUser() {
  added += 1;
  const emailAddress = `reset-${added}@example.test`;
  const user = await addUser(t.db, { emailAddress, isAdmin: true, clientId: 1 });
  return { ...user, emailAddress };
}

const sendCode = (emailAddress: string) =>
  request(t.app, { method: 'POST', url: '/api/Account/SendPasswordResetCode', body: { emailAddress } });
const checkCode = (code: string) =>
  request(t.app, { method: 'POST', url: `/api/Account/CheckPasswordResetCode?code=${encodeURIComponent(code)}` });
const reset = (userId: number, resetCode: string, password: string) =>
  request(t.app, { method: 'POST', url: '/api/Account/ResetPassword', body: { userId, resetCode, password } });

const mailsTo = (emailAddress: string, since = 0) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, emailAddress), gt(outboxMessages.id, since)))
    .orderBy(outboxMessages.id);

/** Asks for a code and reads it from the e-mail, which goes out after the answer. */
async function codeFor(emailAddress: string): Promise<string> {
  const before = (await mailsTo(emailAddress)).at(-1)?.id ?? 0;
  expect((await sendCode(emailAddress)).status).toBe(200);
  const mail = await vi.waitFor(async () => {
    const [sent] = await mailsTo(emailAddress, before);
    if (!sent) throw new Error('no reset e-mail yet');
    return sent;
  });
  const code = mail.text.match(/\b([A-Z2-9]{10})\b/)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

const newPassword = 'Fresh#Start9';

describe('the password reset code', () => {
  it('is e-mailed: 10 unambiguous letters and digits, and it finds its user', async () => {
    const user = await consoleUser();
    const code = await codeFor(user.emailAddress);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$/);
    const checked = await checkCode(code);
    expect(checked.status).toBe(200);
    expect(checked.result).toEqual({ userId: user.id });
    // Typed in lower case, with spaces, it is the same code.
    expect((await checkCode(` ${code.slice(0, 5).toLowerCase()} ${code.slice(5)} `)).result).toEqual({ userId: user.id });
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const user = await consoleUser();
    const known = await sendCode(user.emailAddress);
    const unknown = await sendCode('nobody-here@example.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.envelope).toEqual(known.envelope);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
  });

  it('goes only to users who sign in to the console with a password', async () => {
    const endUser = await addUser(t.db, { emailAddress: 'end-user-reset@example.test' });
    const noPassword = await addUser(t.db, {
      emailAddress: 'no-password@example.test',
      isAdmin: true,
      clientId: 1,
      passwordHash: null,
    });
    for (const emailAddress of ['end-user-reset@example.test', 'no-password@example.test']) {
      expect((await sendCode(emailAddress)).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo('end-user-reset@example.test')).toEqual([]);
    expect(await mailsTo('no-password@example.test')).toEqual([]);
    expect(endUser.id).not.toBe(noPassword.id);
  });

  it('is refused when unknown, expired (30 minutes) or replaced, always with the same message', async () => {
    const user = await consoleUser();
    const unknown = await checkCode('ABCDEFGHJK');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('[Invalid password reset code]');

    const replaced = await codeFor(user.emailAddress);
    const current = await codeFor(user.emailAddress);
    expect((await checkCode(replaced)).error?.message).toBe('[Invalid password reset code]');
    t.clock.advanceMinutes(29);
    expect((await checkCode(current)).result).toEqual({ userId: user.id });
    t.clock.advanceMinutes(1);
    expect((await checkCode(current)).error?.message).toBe('[Invalid password reset code]');
  });
});

describe('ResetPassword', () => {
  it('sets the password, uses the code up, ends every session and lifts a lockout', async () => {
    const user = await consoleUser();
    const session = await signIn(t.app, user.userName);
    await t.db
      .update(users)
      .set({ failedSignInCount: 5, lockoutEnd: new Date(t.clock().getTime() + 600_000) })
      .where(eq(users.id, user.id));
    const code = await codeFor(user.emailAddress);

    const answer = await reset(user.id, code, newPassword);
    expect(answer.status, answer.error?.message).toBe(200);

    const refreshed = await request(t.app, {
      method: 'POST',
      url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(session.refreshToken)}`,
    });
    expect(refreshed.status).toBe(401);
    const signedIn = await authenticate(t.app, { userNameOrEmailAddress: user.userName, password: newPassword });
    expect(signedIn.status, signedIn.error?.message).toBe(200);
    expect((await authenticate(t.app, { userNameOrEmailAddress: user.userName, password: 'Demo1234!' })).status).toBe(400);

    const again = await reset(user.id, code, 'Another#Pass1');
    expect(again.error?.message).toBe('[Invalid password reset code]');
    expect((await checkCode(code)).error?.message).toBe('[Invalid password reset code]');
  });

  it('forgets the browsers remembered for two-factor', async () => {
    const user = await consoleUser();
    await t.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorProvider: 1, phoneNumber: '4791234567' })
      .where(eq(users.id, user.id));
    const remembered = await createRememberedClients(t.db, t.clock).remember(user.id);
    const signInWith = async (password: string) =>
      (await authenticate(t.app, { userNameOrEmailAddress: user.userName, password, twoFactorRememberClientToken: remembered }))
        .result as { requiresTwoFactorVerification: boolean };
    expect((await signInWith('Demo1234!')).requiresTwoFactorVerification).toBe(false);

    expect((await reset(user.id, await codeFor(user.emailAddress), newPassword)).status).toBe(200);
    expect((await signInWith(newPassword)).requiresTwoFactorVerification).toBe(true);
  });

  it('refuses a password that breaks the rules, keeping the code', async () => {
    const user = await consoleUser();
    const code = await codeFor(user.emailAddress);
    const weak = await reset(user.id, code, 'short');
    expect(weak.status).toBe(400);
    expect(weak.error?.message).toBe('New password is not valid');
    expect(weak.error?.validationErrors?.[0]?.members).toEqual(['password']);
    expect((await checkCode(code)).result).toEqual({ userId: user.id });
  });

  it("refuses another user's id with the code", async () => {
    const user = await consoleUser();
    const other = await consoleUser();
    const code = await codeFor(user.emailAddress);
    expect((await reset(other.id, code, newPassword)).error?.message).toBe('[Invalid password reset code]');
  });

  it('lets only one of two racing resets use a code', async () => {
    const user = await consoleUser();
    const code = await codeFor(user.emailAddress);
    const answers = await Promise.all([reset(user.id, code, 'Racing#One1'), reset(user.id, code, 'Racing#Two2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});
