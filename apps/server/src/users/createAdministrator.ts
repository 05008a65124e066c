import { hashPassword } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import type { PasswordHashCost } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { administratorPasswordProblems } from './administratorPassword.ts';
import { signInNameHolder } from './signInNames.ts';
import { systemAdministrator } from './systemAdministrator.ts';

export interface NewAdministrator {
  userName: string;
  emailAddress: string;
  name: string;
  surname: string;
  password: string;
}

/** A refusal to create the administrator, worded for the person running the command. */
export class AdministratorRefused extends Error {}

/**
 * Adds a system administrator who can sign in to the console with `password`. Refuses a password
 * that fails the rule or is easy to guess, and a user name or e-mail address someone already has
 * (either one signs in, so neither may be shared).
 */
export async function createAdministrator(
  db: Db,
  administrator: NewAdministrator,
  cost: PasswordHashCost,
  clock: Clock,
): Promise<{ id: number; userName: string }> {
  const { password, ...person } = administrator;
  const problems = await administratorPasswordProblems(password, Object.values(person));
  if (problems.length > 0) throw new AdministratorRefused(`The password ${problems.join('; it ')}.`);

  const taken = await signInNameHolder(db, person.userName, person.emailAddress);
  if (taken?.clash === 'userName') throw new AdministratorRefused(`There is already a user named "${taken.userName}".`);
  if (taken) throw new AdministratorRefused(`The e-mail address ${person.emailAddress} belongs to the user "${taken.userName}".`);

  const passwordHash = await hashPassword(password, cost);
  const [created] = await db
    .insert(users)
    .values(systemAdministrator({ ...person, passwordHash, creationTime: clock() }))
    .returning({ id: users.id, userName: users.userName });
  return created!;
}
