import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate, request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';
import { createLockout, passwordLockout } from './lockout.ts';
import { signInUserId } from './signInUser.ts';

const t = useTestApp();
const password = 'Demo1234!';

describe('Authenticate refuses bad input with validation errors', () => {
  it('missing fields', async () => {
    const answer = await authenticate(t.app, { userNameOrEmailAddress: 'admin' });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
    expect(answer.error?.validationErrors).toEqual([expect.objectContaining({ members: ['password'] })]);
  });

  it('an unknown field', async () => {
    const answer = await authenticate(t.app, { userNameOrEmailAddress: 'admin', password, isAdmin: true });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors).toEqual([{ message: 'Unknown field: isAdmin.', members: ['isAdmin'] }]);
  });

  it('a field of the wrong type', async () => {
    const answer = await authenticate(t.app, { userNameOrEmailAddress: 'admin', password: 1234 });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.map((error) => error.members)).toEqual([['password']]);
  });
});

describe('Authenticate', () => {
  it('answers exactly the tokens, their lifetime, the user and its roles', async () => {
    const answer = await authenticate(t.app, { userNameOrEmailAddress: 'admin', password });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expireInSeconds: 900,
      userId: 1,
      user: expect.objectContaining({ id: 1, userName: 'admin', name: 'Ingrid', surname: 'Haugen' }),
      roles: ['Admin'],
      requiresTwoFactorVerification: false,
      twoFactorAuthProviders: null,
      twoFactorRememberClientToken: null,
    });
  });

  it('answers tokens, the roles and the user without any secret', async () => {
    const answer = await authenticate(t.app, { userNameOrEmailAddress: 'ADMIN', password });
    expect(answer.status).toBe(200);
    const { result } = answer;
    expect(result).toMatchObject({
      refreshToken: expect.any(String),
      expireInSeconds: 900,
      roles: ['Admin'],
      requiresTwoFactorVerification: false,
      twoFactorRememberClientToken: null,
      user: { userName: 'admin', roleNames: ['Admin'], isAdmin: true, clientId: null },
    });
    expect(JSON.stringify(result.user)).not.toMatch(/hash|\$argon2/i);
    const claims = decodeJwt(result.accessToken);
    expect(claims).toMatchObject({ sub: String(result.userId), role: ['Admin'], IsSystemAdmin: 'True' });
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('gives no IsSystemAdmin claim to support or client administrators', async () => {
    const support = await authenticate(t.app, { userNameOrEmailAddress: 'support', password });
    expect(decodeJwt(support.result.accessToken)).toMatchObject({ role: ['Support'] });
    expect(decodeJwt(support.result.accessToken).IsSystemAdmin).toBeUndefined();

    const client = await authenticate(t.app, { userNameOrEmailAddress: 'client', password });
    expect(decodeJwt(client.result.accessToken).IsSystemAdmin).toBeUndefined();
    expect(client.result.user).toMatchObject({ isAdmin: true, accessLevel: 2, client: { id: 1, name: 'Nordlys Parkering AS' } });
  });

  it('accepts the e-mail address instead of the user name', async () => {
    const answer = await authenticate(t.app, { userNameOrEmailAddress: 'Lars.Berg@velo.no', password });
    expect(answer.status).toBe(200);
    expect(answer.result.user.userName).toBe('support');
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const unknown = await authenticate(t.app, { userNameOrEmailAddress: 'nobody-here', password });
    const wrong = await authenticate(t.app, { userNameOrEmailAddress: 'client-read', password: 'wrong' });
    for (const answer of [unknown, wrong]) {
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('SignIn.InvalidCredentials');
      expect(answer.error?.message).toBe('Invalid user name or password');
    }
  });

  it('locks the user at the fifth wrong password, refuses even the right one, and lets go after 15 minutes', async () => {
    const userName = 'client';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await authenticate(t.app, { userNameOrEmailAddress: userName, password: `wrong-${attempt}` });
      expect(answer.error?.code).toBe('SignIn.InvalidCredentials');
    }
    const right = await authenticate(t.app, { userNameOrEmailAddress: userName, password });
    expect(right.status).toBe(400);
    expect(right.error?.code).toBe('SignIn.InvalidCredentials');

    t.clock.advanceMinutes(16);
    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password })).status).toBe(200);
  });

  it('answers a locked user exactly as a user name that does not exist', async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Support'] });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await authenticate(t.app, { userNameOrEmailAddress: userName, password: `wrong-${attempt}` });
    }
    const locked = await authenticate(t.app, { userNameOrEmailAddress: userName, password });
    const unknown = await authenticate(t.app, { userNameOrEmailAddress: 'nobody-at-all', password });
    expect(locked.status).toBe(400);
    expect({ status: locked.status, envelope: locked.envelope }).toEqual({ status: unknown.status, envelope: unknown.envelope });
    expect(locked.error?.message).toBe('Invalid user name or password');
  });

  it('counts failures within 15 minutes only', async () => {
    const userName = 'client-read';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'wrong' });
      expect(answer.error?.code).toBe('SignIn.InvalidCredentials');
    }
    t.clock.advanceMinutes(16);
    const afterWindow = await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'wrong' });
    expect(afterWindow.error?.code).toBe('SignIn.InvalidCredentials');
    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password })).status).toBe(200);
  });

  it('refuses a suspended user once the password is right', async () => {
    await t.db.update(users).set({ suspended: true }).where(eq(users.userName, 'support'));
    try {
      const wrong = await authenticate(t.app, { userNameOrEmailAddress: 'support', password: 'wrong' });
      expect(wrong.error?.code).toBe('SignIn.InvalidCredentials');
      const right = await authenticate(t.app, { userNameOrEmailAddress: 'support', password });
      expect(right.status).toBe(400);
      expect(right.error?.code).toBe('SignIn.Suspended');
      expect(right.error?.message).toBe('Your account is suspended');
    } finally {
      await t.db.update(users).set({ suspended: false }).where(eq(users.userName, 'support'));
    }
  });

  it('refuses end users of the mobile app', async () => {
    const [endUser] = await t.db.select().from(users).where(eq(users.suspended, false)).orderBy(users.id).offset(5).limit(1);
    expect(endUser?.userName).toMatch(/^47\d{8}$/);
    const answer = await authenticate(t.app, { userNameOrEmailAddress: endUser!.userName, password });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('SignIn.NotStaff');
  });

  it('lets a signed-in user read itself with the token', async () => {
    const { accessToken, userId } = await signIn(t.app, 'client');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/User/GetUserById?id=${userId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.json().result.userName).toBe('client');
  });
});

describe('the lockout', () => {
  const tryPassword = async (userName: string, attempt: string) =>
    String((await authenticate(t.app, { userNameOrEmailAddress: userName, password: attempt })).error?.code ?? 'signed in');
  const wrongPasswords = async (userName: string, count: number) => {
    const codes: string[] = [];
    for (let attempt = 1; attempt <= count; attempt++) codes.push(await tryPassword(userName, `wrong-${attempt}`));
    return codes;
  };
  const invalid = 'SignIn.InvalidCredentials';
  const fourTimes = [invalid, invalid, invalid, invalid];
  const fiveTimes = [...fourTimes, invalid];
  const staffUser = () => addUser(t.db, { roleNames: ['Support'] });

  it('ends exactly 15 minutes after the fifth failure', async () => {
    const { userName } = await staffUser();
    expect(await wrongPasswords(userName, 5)).toEqual(fiveTimes);
    t.clock.advanceMinutes(14);
    expect(await tryPassword(userName, password)).toBe(invalid);
    t.clock.advanceMinutes(1);
    expect(await tryPassword(userName, password)).toBe('signed in');
  });

  it('starts counting again after the lock', async () => {
    const { userName } = await staffUser();
    expect(await wrongPasswords(userName, 5)).toEqual(fiveTimes);
    t.clock.advanceMinutes(15);
    expect(await wrongPasswords(userName, 4)).toEqual(fourTimes);
    expect(await tryPassword(userName, password)).toBe('signed in');
  });

  it('counts the 15 minutes from the first failure, not from the last', async () => {
    const { userName } = await staffUser();
    expect(await tryPassword(userName, 'wrong')).toBe(invalid);
    t.clock.advanceMinutes(10);
    expect(await tryPassword(userName, 'wrong')).toBe(invalid);
    t.clock.advanceMinutes(5);
    // Exactly 15 minutes after the first failure a new count begins: the right password is the fifth attempt.
    expect(await wrongPasswords(userName, 4)).toEqual(fourTimes);
    expect(await tryPassword(userName, password)).toBe('signed in');
  });

  it('locks at the fifth failure within the window', async () => {
    const { userName } = await staffUser();
    expect(await tryPassword(userName, 'wrong')).toBe(invalid);
    t.clock.advanceMinutes(14);
    expect(await wrongPasswords(userName, 4)).toEqual(fourTimes);
    expect(await tryPassword(userName, password)).toBe(invalid);
  });

  it('forgets the failures when the right password is given', async () => {
    const { userName } = await staffUser();
    expect(await wrongPasswords(userName, 4)).toEqual(fourTimes);
    expect(await tryPassword(userName, password)).toBe('signed in');
    expect(await wrongPasswords(userName, 4)).toEqual(fourTimes);
    expect(await tryPassword(userName, password)).toBe('signed in');
  });

  it('locks users who may not use the console too, before telling them so', async () => {
    const { userName } = await addUser(t.db);
    expect(await tryPassword(userName, password)).toBe('SignIn.NotStaff');
    expect(await wrongPasswords(userName, 5)).toEqual(fiveTimes);
    expect(await tryPassword(userName, password)).toBe(invalid);
  });

  it('counts no attempt for a user that does not exist', async () => {
    const lockout = createLockout(t.db, t.clock, passwordLockout);
    expect(await lockout.claimAttempt(signInUserId(t.db, 'nobody-here'))).toBeNull();
  });
});

describe('who may use the console', () => {
  const clientsSeen = async (accessToken: string) => {
    const answer = await request(t.app, { method: 'GET', url: '/api/services/app/Client/GetAll', token: accessToken });
    return answer.status === 200 ? answer.result.totalCount : answer.error?.code;
  };

  it('a system admin by any of its role names, whatever their case', async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Editor', 'admin'] });
    const answer = await authenticate(t.app, { userNameOrEmailAddress: userName, password });
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.result.accessToken).IsSystemAdmin).toBe('True');
    expect(await clientsSeen(answer.result.accessToken)).toBe(3);
  });

  it('support staff by any of their role names, whatever their case', async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Editor', 'SUPPORT'] });
    const answer = await authenticate(t.app, { userNameOrEmailAddress: userName, password });
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.result.accessToken).IsSystemAdmin).toBeUndefined();
    expect(await clientsSeen(answer.result.accessToken)).toBe('Auth.Forbidden');
  });

  it('a client administrator only with a client', async () => {
    const withClient = await addUser(t.db, { isAdmin: true, clientId: 3 });
    const answer = await authenticate(t.app, { userNameOrEmailAddress: withClient.userName, password });
    expect(answer.status).toBe(200);
    expect(await clientsSeen(answer.result.accessToken)).toBe(1);

    const withoutClient = await addUser(t.db, { isAdmin: true, clientId: null });
    const refused = await authenticate(t.app, { userNameOrEmailAddress: withoutClient.userName, password });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('SignIn.NotStaff');
  });

  it("not a client's user who is not its administrator", async () => {
    const { userName } = await addUser(t.db, { isAdmin: false, clientId: 1, roleNames: ['Editor'] });
    const answer = await authenticate(t.app, { userNameOrEmailAddress: userName, password });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('SignIn.NotStaff');
    expect(answer.error?.message).toBe('Only staff and client administrators can sign in to the back-office.');
  });
});
