import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import { callsQueuedOnRowLock } from '../testing/queuedOnRowLock.ts';
import { request, signIn } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';
import { addUser } from '../testing/testUsers.ts';
import { tokenHash } from './secrets.ts';
import { sessionCacheSeconds } from './sessionCache.ts';
import { refreshGraceSeconds } from './sessions.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

const refresh = (refreshToken: string, app: FastifyInstance = t.app) =>
  request(app, { method: 'POST', url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}` });
const allLocations = (accessToken: string) =>
  request(t.app, { method: 'GET', url: '/api/services/app/Location/GetListAllLocations', token: accessToken });

describe('refresh tokens', () => {
  it('rotate: a refresh answers a new access token and a new refresh token', async () => {
    const session = await signIn(t.app, 'admin');
    const answer = await refresh(session.refreshToken);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expireInSeconds: 900 });
    expect(answer.result.refreshToken).not.toBe(session.refreshToken);
    expect((await allLocations(answer.result.accessToken)).status).toBe(200);
    expect((await refresh(answer.result.refreshToken)).status).toBe(200);
  });

  it('work once: one used again after the grace is refused and ends the whole family', async () => {
    const session = await signIn(t.app, 'admin');
    const first = await refresh(session.refreshToken);
    const newer = first.result.refreshToken as string;

    t.clock.advanceSeconds(refreshGraceSeconds);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.unAuthorizedRequest).toBe(true);
    expect(reuse.error?.code).toBe('Auth.SessionEnded');

    expect((await refresh(newer)).status).toBe(401);
    expect((await allLocations(first.result.accessToken)).status).toBe(401);
  });

  it('leave other sessions of the same user alone', async () => {
    const stolen = await signIn(t.app, 'admin');
    const other = await signIn(t.app, 'admin');
    await refresh(stolen.refreshToken);
    t.clock.advanceSeconds(refreshGraceSeconds);
    expect((await refresh(stolen.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('refuse an unknown token', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('refuse a missing token as bad input', async () => {
    const answer = await request(t.app, { method: 'POST', url: '/api/TokenAuth/RefreshToken' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['refreshToken']);
  });

  it('expire after 30 days', async () => {
    const session = await signIn(t.app, 'support');
    t.clock.advanceMinutes(30 * 24 * 60 + 1);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('work until the last minute of their 30 days, and not at the end of it', async () => {
    const early = await signIn(t.app, 'support');
    const late = await signIn(t.app, 'support');
    t.clock.advanceMinutes(30 * 24 * 60 - 1);
    expect((await refresh(early.refreshToken)).status).toBe(200);
    t.clock.advanceMinutes(1);
    const expired = await refresh(late.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.error?.code).toBe('Auth.SessionEnded');
  });

  it('end the session when reused, even once expired', async () => {
    const session = await signIn(t.app, 'admin');
    t.clock.advanceMinutes(29 * 24 * 60);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    t.clock.advanceMinutes(2 * 24 * 60);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(rotated.result.refreshToken)).status).toBe(401);
  });

  it('two tabs refreshing at once with the same token both keep the session, with the same answer', async () => {
    const session = await signIn(t.app, 'admin');
    const answers = await callsQueuedOnRowLock(
      t.database,
      (tx) =>
        tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash(session.refreshToken)))
          .for('update'),
      [() => refresh(session.refreshToken), () => refresh(session.refreshToken)],
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.result).toEqual(answers[0]!.result);
    expect((await allLocations(answers[0]!.result.accessToken)).status).toBe(200);
    expect((await refresh(answers[0]!.result.refreshToken)).status).toBe(200);
  });

  it('answer a token used again within the grace with the same new token, on any server; a replay after it ends the session', async () => {
    const session = await signIn(t.app, 'admin');
    const first = await refresh(session.refreshToken);
    t.clock.advanceSeconds(refreshGraceSeconds - 1);
    const otherServer = await buildApp({ db: t.db, config: testConfig(), clock: t.clock, logger: false });
    try {
      const again = await refresh(session.refreshToken, otherServer);
      expect(again.status).toBe(200);
      expect(again.result.refreshToken).toBe(first.result.refreshToken);
    } finally {
      await otherServer.close();
    }

    t.clock.advanceSeconds(1);
    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.error?.code).toBe('Auth.SessionEnded');
    expect((await refresh(first.result.refreshToken)).status).toBe(401);
    expect((await allLocations(first.result.accessToken)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    t.clock.advanceMinutes(14);
    expect((await allLocations(accessToken)).status).toBe(200);
    t.clock.advanceMinutes(2);
    const expired = await allLocations(accessToken);
    expect(expired.status).toBe(401);
    expect(expired.unAuthorizedRequest).toBe(true);
    expect(expired.error?.code).toBe('Auth.SessionEnded');
  });

  it('expire at 15 minutes to the second, however often they were checked before', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    expect((await allLocations(accessToken)).status).toBe(200);
    t.clock.advanceSeconds(15 * 60 - 1);
    expect((await allLocations(accessToken)).status).toBe(200);
    t.clock.advanceSeconds(1);
    const expired = await allLocations(accessToken);
    expect(expired.status).toBe(401);
    expect(expired.error?.code).toBe('Auth.SessionEnded');
  });

  it("stop working when the user is suspended, as does the session's refresh token", async () => {
    const session = await signIn(t.app, 'client-read');
    await t.db.update(users).set({ suspended: true }).where(eq(users.userName, 'client-read'));
    expect((await allLocations(session.accessToken)).status).toBe(401);
    const refused = await refresh(session.refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.unAuthorizedRequest).toBe(true);
    expect(refused.error).toMatchObject({ code: 'SignIn.Suspended', message: 'Your account is suspended' });
  });

  it(`stop working at once when their session's refresh token is reused, though the session was just used`, async () => {
    const session = await signIn(t.app, 'admin');
    const rotated = await refresh(session.refreshToken);
    t.clock.advanceSeconds(refreshGraceSeconds);
    expect((await allLocations(rotated.result.accessToken)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await allLocations(rotated.result.accessToken)).status).toBe(401);
  });

  it(`see a suspension written straight to the database within ${sessionCacheSeconds} seconds`, async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Admin'], isAdmin: true });
    const session = await signIn(t.app, userName);
    expect((await allLocations(session.accessToken)).status).toBe(200);
    await t.db.update(users).set({ suspended: true }).where(eq(users.userName, userName));
    // The session was found open a moment ago: this server takes it as open a few seconds more.
    expect((await allLocations(session.accessToken)).status).toBe(200);
    t.clock.advanceSeconds(sessionCacheSeconds + 1);
    expect((await allLocations(session.accessToken)).status).toBe(401);
  });

  it('are refused when forged or mangled', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const [header, payload] = accessToken.split('.');
    expect((await allLocations(`${header}.${payload}.forged-signature`)).status).toBe(401);
    expect((await allLocations('garbage')).status).toBe(401);
  });
});

describe('LogOut', () => {
  it("revokes the caller's session: its access and refresh tokens stop working", async () => {
    const session = await signIn(t.app, 'client');
    const other = await signIn(t.app, 'client');
    const answer = await request(t.app, { method: 'GET', url: '/api/TokenAuth/LogOut', token: session.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.result).toBeNull();

    const loggedOut = await allLocations(session.accessToken);
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.error?.code).toBe('Auth.SessionEnded');
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await allLocations(other.accessToken)).status).toBe(200);
  });

  it('ends a session at once, though it was just used', async () => {
    const session = await signIn(t.app, 'admin');
    expect((await allLocations(session.accessToken)).status).toBe(200);
    expect((await allLocations(session.accessToken)).status).toBe(200);
    expect((await request(t.app, { method: 'GET', url: '/api/TokenAuth/LogOut', token: session.accessToken })).status).toBe(200);
    const loggedOut = await allLocations(session.accessToken);
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.error?.code).toBe('Auth.SessionEnded');
  });

  it('needs a signed-in caller', async () => {
    const answer = await request(t.app, { method: 'GET', url: '/api/TokenAuth/LogOut' });
    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('Auth.NotSignedIn');
  });
});
