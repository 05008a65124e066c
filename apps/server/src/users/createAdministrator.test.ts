import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate, signIn } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';
import { useTestApp } from '../testing/testApp.ts';
import { createAdministrator, type NewAdministrator } from './createAdministrator.ts';

const t = useTestApp();
const { passwordHashCost } = testConfig();
const strongPassword = 'Kq7#mZp2@xWv';

let added = 0;
function newAdministrator(fields: Partial<NewAdministrator> = {}): NewAdministrator {
  added += 1;
  return {
    userName: `operator-${added}`,
    emailAddress: `operator-${added}@example.com`,
    name: 'Ada',
    surname: 'Lovelace',
    password: strongPassword,
    ...fields,
  };
}

const create = (administrator: NewAdministrator) => createAdministrator(t.db, administrator, passwordHashCost, t.clock);
const usersNamed = async (userName: string) =>
  (await t.db.select({ users: count() }).from(users).where(eq(users.userName, userName)))[0]!.users;

describe('createAdministrator', () => {
  it('adds a user the console signs in as a system administrator', async () => {
    const administrator = newAdministrator();
    await create(administrator);

    const { accessToken } = await signIn(t.app, administrator.userName, strongPassword);
    expect(decodeJwt(accessToken)).toMatchObject({ role: ['Admin'], IsSystemAdmin: 'True' });
    const byEmail = await authenticate(t.app, { userNameOrEmailAddress: administrator.emailAddress, password: strongPassword });
    expect(byEmail.result.user).toMatchObject({ userName: administrator.userName, roleId: 1, roleNames: ['Admin'] });
  });

  it.each<[string, string, RegExp]>([
    ['empty', '', /^The password must be at least 8 characters long; .*/],
    ['short of the rule', 'Ab1!', /at least 8 characters/],
    ['outside the allowed characters', 'Kq7 mZp2 xWv', /may hold only letters, digits and \. # \$ ! \* @ &/],
    [
      'common, though it passes the rule',
      'Password1!',
      /^The password is too easy to guess \(This is similar to a commonly used password\./,
    ],
    ['the demo password', 'Demo1234!', /too easy to guess/],
    ['made of the surname', 'Brynjulfsrud1!', /too easy to guess \(There should not be any personal or page related data\./],
  ])('refuses a password that is %s, and adds no one', async (_, password, message) => {
    // A surname no dictionary holds: only the administrator's own words make it a guess.
    const administrator = newAdministrator({ password, surname: 'Brynjulfsrud' });
    await expect(create(administrator)).rejects.toThrow(message);
    expect(await usersNamed(administrator.userName)).toBe(0);
  });

  it('refuses a user name someone has, whatever its case', async () => {
    await expect(create(newAdministrator({ userName: 'ADMIN' }))).rejects.toThrow('There is already a user named "admin".');
  });

  it('refuses an e-mail address someone has, whatever its case', async () => {
    const administrator = newAdministrator({ emailAddress: 'Ingrid.Haugen@velo.no' });
    await expect(create(administrator)).rejects.toThrow('The e-mail address Ingrid.Haugen@velo.no belongs to the user "admin".');
    expect(await usersNamed(administrator.userName)).toBe(0);
  });
});
