import { SignJWT, jwtVerify } from 'jose';
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

export function createAccessTokens(key: Uint8Array, lifetimeMinutes: number, clock: Clock): AccessTokens {
  const lifetimeSeconds = lifetimeMinutes * 60;
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], currentDate: clock() });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
