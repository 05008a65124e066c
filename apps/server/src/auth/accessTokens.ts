import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.ts';
import { isSystemAdmin, type RoleFacts } from './roles.ts';

export interface AccessTokenSubject extends RoleFacts {
  id: number;
}

export interface AccessTokens {
  issue(user: AccessTokenSubject, sessionId: string): Promise<string>;
  /** The user id and session of a valid token, or null for a bad, forged or expired one. */
  verify(token: string): Promise<{ userId: number; sessionId: string } | null>;
  lifetimeSeconds: number;
}

const algorithm = 'HS256';

interface VerifiedToken {
  userId: number;
  sessionId: string;
  /** Seconds since the epoch, from the token's `exp`. */
  expiresAt: number;
}

// A signature checks out or not once and for all: a token verified once is only checked for its expiry
// after that, which spares every request of a signed-in caller the HMAC (WebCrypto runs it as a job
// off the main thread, and waiting for that costs far more than the hash).
const maxVerifiedTokens = 10_000;

export function createAccessTokens(key: Uint8Array, lifetimeMinutes: number, clock: Clock): AccessTokens {
  const lifetimeSeconds = lifetimeMinutes * 60;
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  const verified = new LRUCache<string, VerifiedToken>({ max: maxVerifiedTokens });

  /** The claims of a token whose signature and claims check out, remembered; null for a bad, forged or expired one. */
  async function verifySignature(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], currentDate: clock() });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { userId, sessionId: payload.sid, expiresAt: payload.exp };
      verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  return {
    lifetimeSeconds,
    async issue(user, sessionId) {
      const now = seconds(clock());
      return new SignJWT({
        role: [...user.roleNames],
        ...(isSystemAdmin(user) ? { IsSystemAdmin: 'True' } : {}),
        sid: sessionId,
      })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token) ?? (await verifySignature(token));
      // Like jose's own check: a token expires at the second of its `exp`.
      if (!known || known.expiresAt <= seconds(clock())) return null;
      return { userId: known.userId, sessionId: known.sessionId };
    },
  };
}
