import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { systemAdminRoleName } from '../auth/roles.ts';

// Every change that may take away a system administrator takes this lock first, so two admins demoting,
// suspending or deleting each other at once take turns, and the second sees what the first did.
const systemAdministratorsLock = sql`pg_advisory_xact_lock(hashtext('system administrators'))`;

/** A system administrator as sign-in tells one: any of its role names is `Admin`, whatever its case. */
const isSystemAdministrator = sql`exists (select from unnest(${users.roleNames}) as role_name where lower(role_name) = ${systemAdminRoleName.toLowerCase()})`;

/**
 * Refuses (400 `User.LastSystemAdministrator`) to let the user `losingId` stop being an active system
 * administrator when no other is left: someone must always be able to manage the product. Call it in
 * the transaction of the change.
 */
export async function keepAnotherSystemAdministrator(tx: Db, losingId: number): Promise<void> {
  await tx.execute(sql`select ${systemAdministratorsLock}`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, losingId), eq(users.suspended, false), isSystemAdministrator))
    .limit(1);
  if (!other) throw badRequest('User.LastSystemAdministrator');
}
