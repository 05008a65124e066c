import { z } from 'zod/mini';

const claims = z.looseObject({
  sub: z.optional(z.string()),
  IsSystemAdmin: z.optional(z.string()),
  exp: z.optional(z.number()),
});
export type AccessTokenClaims = z.infer<typeof claims>;

/**
 * Reads the claims of a JWT access token without verifying it: the server verifies; the console
 * only needs `IsSystemAdmin` for the role derivation. Returns null for a token it can't read.
 */
export function accessTokenClaims(accessToken: string): AccessTokenClaims | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const parsed = claims.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
