import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';

const t = useTestApp();
const migration = new URL('../../drizzle/0015_nfc_user_names.sql', import.meta.url);

/** Writes a user name as given, past the NFC the schema applies: as a row saved before it did. */
async function spellAs(id: number, userName: string, emailAddress: string | null = null) {
  await t.db.execute(sql`update users set user_name = ${userName}, email_address = ${emailAddress} where id = ${id}`);
}

async function migrate() {
  for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint'))
    await t.db.execute(sql.raw(statement));
}

const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('the migration to user names in NFC', () => {
  it('normalises stored names and e-mail addresses, adding its id to a name that would then be another user’s', async () => {
    const composed = await addUser(t.db, { roleNames: ['Support'] });
    const lookAlike = await addUser(t.db, { roleNames: ['Support'] });
    const alone = await addUser(t.db, { roleNames: ['Support'] });
    await spellAs(composed.id, '\u00C5se.Lie');
    await spellAs(lookAlike.id, 'a\u030Ase.lie');
    await spellAs(alone.id, 'Bo\u0308rre', 'bo\u0308rre@velo.no');

    await migrate();

    expect((await stored(composed.id)).userName).toBe('\u00C5se.Lie');
    expect((await stored(lookAlike.id)).userName).toBe(`\u00E5se.lie (${lookAlike.id})`);
    expect(await stored(alone.id)).toMatchObject({ userName: 'B\u00F6rre', emailAddress: 'b\u00F6rre@velo.no' });

    const signIn = (name: string) => authenticate(t.app, { userNameOrEmailAddress: name, password: 'Demo1234!' });
    expect((await signIn('a\u030Ase.lie')).result.userId).toBe(composed.id);
    expect((await signIn(`\u00E5se.lie (${lookAlike.id})`)).result.userId).toBe(lookAlike.id);
    expect((await signIn('Bo\u0308rre')).result.userId).toBe(alone.id);
  });
});
