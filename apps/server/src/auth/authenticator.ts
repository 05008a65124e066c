import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import type { AccessTokens } from './accessTokens.ts';
import type { Caller } from './caller.ts';
import { mayUseConsole, roleOf } from './roles.ts';
import type { Sessions } from './sessions.ts';

export type Authenticator = (request: FastifyRequest) => Promise<Caller>;

/**
 * The caller of a request with a valid bearer token whose session is still open and whose user
 * may still use the console. A 401 otherwise: `Auth.NotSignedIn` without a token, `Auth.SessionEnded`
 * for one that no longer works (expired, forged, logged out, or its user suspended). Roles come from
 * the user's record, not the token; the session and its user are read again after a few seconds
 * (see sessionCache.ts), and a log-out on this server takes effect at once.
 */
export function createAuthenticator(sessions: Sessions, accessTokens: AccessTokens): Authenticator {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Auth.NotSignedIn');
    const claims = await accessTokens.verify(token);
    if (!claims) throw unauthorized('Auth.SessionEnded');

    const user = await sessions.userOf(claims.userId, claims.sessionId);
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
