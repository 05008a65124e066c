import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config.ts';

/** Argon2id (the library's default algorithm) with the configured cost. */
export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost });
}

/** Whether `password` matches; for a user without a hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | null, password: string, cost: PasswordHashCost): Promise<boolean> {
  // Checking against a throwaway hash keeps an unknown user name as slow as a wrong password.
  const against = passwordHash ?? (await throwawayHash(cost));
  const matches = await verify(against, password).catch(() => false);
  return matches && passwordHash !== null;
}

const throwawayHashes = new Map<string, Promise<string>>();

function throwawayHash(cost: PasswordHashCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let hashed = throwawayHashes.get(key);
  if (!hashed) {
    hashed = hashPassword('not a password anyone has', cost);
    throwawayHashes.set(key, hashed);
  }
  return hashed;
}
