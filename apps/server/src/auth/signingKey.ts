import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { settings } from '../db/schema/index.ts';

const settingKey = 'jwtSecret';

/** JWT_SECRET when configured; otherwise the secret generated on the first start and kept in `settings`. */
export async function resolveSigningKey(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Two servers starting on one empty database both insert; the first one's secret wins for both.
  await db
    .insert(settings)
    .values({ key: settingKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKey));
  if (!row) throw new Error('The JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}
