import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import type { AccessTokens } from './accessTokens.ts';
import type { Caller } from './caller.ts';
import { mayUseConsole, roleOf } from './roles.ts';

export type Authenticator = (request: FastifyRequest) => Promise<Caller>;

/**
 * The caller of a request with a valid bearer token whose session is still open and whose user
 * may still use the console. A 401 otherwise: `Auth.NotSignedIn` without a token, `Auth.SessionEnded`
 * for one that no longer works (expired, forged, logged out, or its user suspended). Roles come from
 * the user's record, not the token, so a change takes effect at once.
 */
export function createAuthenticator(db: Db, accessTokens: AccessTokens): Authenticator {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Auth.NotSignedIn');
    const claims = await accessTokens.verify(token);
    if (!claims) throw unauthorized('Auth.SessionEnded');

    const [user] = await db
      .select({
        isAdmin: users.isAdmin,
        clientId: users.clientId,
        roleNames: users.roleNames,
        accessLevel: users.accessLevel,
        suspended: users.suspended,
      })
      .from(users)
      .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt)))
      .where(eq(users.id, claims.userId));
    if (!user || user.suspended || !mayUseConsole(user)) throw unauthorized('Auth.SessionEnded');

    return {
      userId: claims.userId,
      role: roleOf(user),
      clientId: user.clientId,
      accessLevel: user.accessLevel,
      sessionId: claims.sessionId,
    };
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
