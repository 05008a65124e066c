import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { authenticate } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { addUser } from '../testing/testUsers.ts';
import { createLockout, passwordLockout } from './lockout.ts';
import { signInUserId } from './signInUser.ts';

const t = useTestApp();
const password = 'Demo1234!';
const burst = 30;

describe('a burst of parallel sign-ins', () => {
  // Sign-in checks a user's password hash only for an attempt the lockout has counted, so the
  // number of counted attempts bounds the hashes checked.
  it('counts 5 attempts at most, however many arrive at once', async () => {
    const { userName } = await addUser(t.db, { roleNames: ['Support'] });
    const lockout = createLockout(t.db, t.clock, passwordLockout);

    const claimed = await Promise.all(Array.from({ length: burst }, () => lockout.claimAttempt(signInUserId(t.db, userName))));

    expect(claimed.filter((user) => user !== null)).toHaveLength(passwordLockout.failuresBeforeLockout);
  });

  it('refuses the right password once the limit is reached, and opens no session', async () => {
    const { id, userName } = await addUser(t.db, { roleNames: ['Support'] });
    const guesses = [...Array.from({ length: burst - 1 }, (_, index) => `wrong-${index}`), password];

    const answers = await Promise.all(
      guesses.map((guess) => authenticate(t.app, { userNameOrEmailAddress: userName, password: guess })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 400));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const [recorded] = await t.db.select().from(users).where(eq(users.id, id));
    expect(recorded).toMatchObject({ failedSignInCount: passwordLockout.failuresBeforeLockout, lockoutEnd: expect.any(Date) });
    expect(recorded!.lockoutEnd!.getTime()).toBeGreaterThan(t.clock().getTime());
  });
});
