import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

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
      user: { userName: 'admin', roleNames: ['Admin'], isAdmin: false, clientId: null },
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
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await authenticate(t.app, { userNameOrEmailAddress: userName, password: `wrong-${attempt}` });
      expect(answer.error?.code).toBe('SignIn.InvalidCredentials');
    }
    const fifth = await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'wrong-5' });
    expect(fifth.status).toBe(400);
    expect(fifth.error?.code).toBe('SignIn.Locked');

    const right = await authenticate(t.app, { userNameOrEmailAddress: userName, password });
    expect(right.status).toBe(400);
    expect(right.error?.code).toBe('SignIn.Locked');

    t.clock.advanceMinutes(16);
    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password })).status).toBe(200);
  });

  it('counts failures within 15 minutes only', async () => {
    const userName = 'client-read';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'wrong' });
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
