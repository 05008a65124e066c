import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

type NewUser = typeof users.$inferInsert;

let added = 0;

/**
 * Adds a user to the test file's database with the demo password (its hash copied from the seeded
 * `admin`), so a test can shape the one user it needs without touching the seeded ones.
 */
export async function addUser(db: Db, fields: Partial<NewUser> = {}): Promise<{ id: number; userName: string }> {
  const [admin] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userName, 'admin'));
  added += 1;
  const [user] = await db
    .insert(users)
    .values({
      userName: `test-user-${added}`,
      name: 'Test',
      surname: `User ${added}`,
      passwordHash: admin!.passwordHash,
      ...fields,
    })
    .returning({ id: users.id, userName: users.userName });
  return user!;
}
