import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { authenticate } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';
import { passwordLockout } from './lockout.ts';
import type * as passwords from './passwords.ts';
import { verifyPassword } from './passwords.ts';

// Counts the checks of a real password hash: an unknown or locked user's check against the throwaway
// hash is not one.
vi.mock('./passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordsChecked = () => vi.mocked(verifyPassword).mock.calls.filter(([passwordHash]) => passwordHash !== null).length;

const t = useTestApp();
const password = 'Demo1234!';

describe('a burst of parallel sign-ins', () => {
  it('checks 5 passwords at most, and refuses the right one once the limit is reached', async () => {
    const { id, userName } = await addUser(t.db, { roleNames: ['Support'] });
    const guesses = [...Array.from({ length: 29 }, (_, index) => `wrong-${index}`), password];
    vi.mocked(verifyPassword).mockClear();

    const answers = await Promise.all(
      guesses.map((guess) => authenticate(t.app, { userNameOrEmailAddress: userName, password: guess })),
    );

    expect(passwordsChecked()).toBe(passwordLockout.failuresBeforeLockout);
    expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 400));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const [recorded] = await t.db.select().from(users).where(eq(users.id, id));
    expect(recorded).toMatchObject({ failedSignInCount: passwordLockout.failuresBeforeLockout, lockoutEnd: expect.any(Date) });
    expect(recorded!.lockoutEnd!.getTime()).toBeGreaterThan(t.clock().getTime());
  });
});
