import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { twoFactorCodeLength } from '@velo/domain';

/** An opaque token for the wire: 256 random bits, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** How high-entropy tokens (refresh, remember-client) are stored: their SHA-256. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A sign-in code of `twoFactorCodeLength` digits, uniformly drawn. */
export const randomCode = () =>
  randomInt(0, 10 ** twoFactorCodeLength)
    .toString()
    .padStart(twoFactorCodeLength, '0');

/**
 * How short codes are stored: keyed with the server's secret, since a plain hash of a few digits
 * would be reversed by trying them all. The scope (a user id, an invitation's number) ties a code to
 * what it was sent for.
 */
export const codeHash = (key: Uint8Array, scope: number | string, code: string) =>
  createHmac('sha256', key).update(`${scope}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
