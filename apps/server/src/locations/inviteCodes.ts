import { randomInt } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { locations } from '../db/schema/index.ts';

/** Letters and digits no one mistakes for another: no 0, O, 1, I or L. */
export const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 8;

/** A new invite code: 8 characters from the alphabet, drawn by the system's secure random source. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < inviteCodeLength; i++) code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  return code;
}

// A code already taken by another location: PostgreSQL's unique_violation, however the driver wraps it.
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const maxAttempts = 5;

export interface InvitedLocation {
  id: number;
  name: string;
  inviteCode: string;
}

/**
 * The location's invite code, made and stored when it has none; null when the location is not in
 * `scope`. A code is only ever set where there was none, so requests at once all answer the one
 * that was stored first; a code another location holds is drawn again.
 */
export async function ensureInviteCode(
  db: Db,
  scope: SQL | undefined,
  locationId: number,
  makeCode: () => string | Promise<string> = newInviteCode,
): Promise<InvitedLocation | null> {
  const read = async () => {
    const [found] = await db
      .select({ id: locations.id, name: locations.name, inviteCode: locations.inviteCode })
      .from(locations)
      .where(and(scope, eq(locations.id, locationId)));
    return found;
  };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const found = await read();
    if (!found) return null;
    if (found.inviteCode) return { ...found, inviteCode: found.inviteCode };
    try {
      const [made] = await db
        .update(locations)
        .set({ inviteCode: await makeCode() })
        .where(and(eq(locations.id, locationId), isNull(locations.inviteCode)))
        .returning({ inviteCode: locations.inviteCode });
      if (made?.inviteCode) return { ...found, inviteCode: made.inviteCode };
      // Another request stored one first: the next read answers it.
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No free invite code for location ${locationId} after ${maxAttempts} attempts`);
}
