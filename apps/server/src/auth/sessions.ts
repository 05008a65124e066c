import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { addDays, addSeconds, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { refreshTokens, sessions, users } from '../db/schema/index.ts';
import type { RoleFacts } from './roles.ts';
import { randomToken, tokenHash } from './secrets.ts';
import { createSessionCache } from './sessionCache.ts';

export interface RotatedSession {
  userId: number;
  sessionId: string;
  refreshToken: string;
}

/** What a request's authentication reads of the user of its session. */
export interface SessionUser extends RoleFacts {
  accessLevel: number;
  suspended: boolean;
}

/**
 * How long a used refresh token still answers its successor: two tabs of one browser refreshing at once
 * send the same token, and both must keep the session. A token used again later is a replay.
 */
export const refreshGraceSeconds = 30;

/**
 * Sign-in sessions and their refresh tokens: each token works once, or again within the grace for a
 * second tab; reusing one later ends the session. `key` is the server's secret: a token's successor is
 * derived from it and the token, so any server on the database answers the same successor again.
 */
export function createSessions(db: Db, clock: Clock, refreshTokenDays: number, key: Uint8Array) {
  const openSessions = createSessionCache<SessionUser>(clock);
  const successorOf = (refreshToken: string) => createHmac('sha256', key).update(`refresh:${refreshToken}`).digest('base64url');

  async function issueRefreshToken(
    executor: Pick<Db, 'insert'>,
    userId: number,
    sessionId: string,
    refreshToken = randomToken(),
  ): Promise<string> {
    const now = clock();
    await executor.insert(refreshTokens).values({
      tokenHash: tokenHash(refreshToken),
      sessionId,
      userId,
      expiresAt: addDays(now, refreshTokenDays),
      creationTime: now,
    });
    return refreshToken;
  }

  async function revoke(sessionId: string): Promise<void> {
    openSessions.revoke(sessionId);
    await db
      .update(sessions)
      .set({ revokedAt: clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return {
    async start(userId: number): Promise<{ sessionId: string; refreshToken: string }> {
      const sessionId = randomUUID();
      return db.transaction(async (tx) => {
        await tx.insert(sessions).values({ id: sessionId, userId, creationTime: clock() });
        return { sessionId, refreshToken: await issueRefreshToken(tx, userId, sessionId) };
      });
    },

    /** The user of a session that is still open, or null; a session found open is asked again after a few seconds. */
    async userOf(userId: number, sessionId: string): Promise<SessionUser | null> {
      const cached = openSessions.open(sessionId);
      if (cached) return cached;
      const [user] = await db
        .select({
          isAdmin: users.isAdmin,
          clientId: users.clientId,
          roleNames: users.roleNames,
          accessLevel: users.accessLevel,
          suspended: users.suspended,
        })
        .from(users)
        .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .where(eq(users.id, userId));
      if (!user) return null;
      openSessions.remember(sessionId, user);
      return user;
    },

    /**
     * The successor of a good refresh token, the same successor again for one used within the grace;
     * null (and the whole session revoked for one used before the grace) otherwise.
     */
    async rotate(refreshToken: string): Promise<RotatedSession | null> {
      const [found] = await db
        .select({
          id: refreshTokens.id,
          sessionId: refreshTokens.sessionId,
          userId: refreshTokens.userId,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          revokedAt: sessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
      if (!found || found.revokedAt) return null;
      const now = clock();
      if (!found.usedAt && found.expiresAt <= now) return null;

      const successor = successorOf(refreshToken);
      const usedAt =
        found.usedAt ??
        (await db.transaction(async (tx) => {
          // Of requests racing with the same token, one marks it used and stores its successor; the
          // others wait for it on the row and answer by when it was used.
          const [marked] = await tx
            .update(refreshTokens)
            .set({ usedAt: now })
            .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.usedAt)))
            .returning({ id: refreshTokens.id });
          if (marked) {
            await issueRefreshToken(tx, found.userId, found.sessionId, successor);
            return now;
          }
          const [usedMeanwhile] = await tx
            .select({ usedAt: refreshTokens.usedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.id, found.id));
          return usedMeanwhile!.usedAt!;
        }));
      if (usedAt <= addSeconds(now, -refreshGraceSeconds)) {
        await revoke(found.sessionId);
        return null;
      }
      return { userId: found.userId, sessionId: found.sessionId, refreshToken: successor };
    },

    revoke,

    /**
     * Ends every open session of a user but `exceptSessionId` (when given): their refresh tokens stop
     * working at once, their access tokens here at once and on other servers within the cache's seconds.
     * Pass the transaction that changed the user, so the change and the revocation commit together.
     */
    async revokeAllOf(userId: number, { exceptSessionId, executor = db }: { exceptSessionId?: string; executor?: Db } = {}) {
      const revoked = await executor
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        )
        .returning({ id: sessions.id });
      for (const { id } of revoked) openSessions.revoke(id);
      return revoked.length;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
