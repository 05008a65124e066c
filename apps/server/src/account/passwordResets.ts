import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import {
  normalizePasswordResetCode,
  passwordProblems,
  passwordResetCodeAlphabet,
  passwordResetCodeLength,
  passwordResetCodeMinutes,
  serverMessageTemplates,
} from '@velo/domain';
import { addMinutes, type Clock } from '../clock.ts';
import type { PasswordHashCost } from '../config.ts';
import type { Db } from '../db/database.ts';
import { passwordResetCodes, users } from '../db/schema/index.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { MessageSender } from '../messaging/messageSender.ts';
import { renderMessageTemplate } from '../content/renderMessageTemplate.ts';
import { hashPassword } from '../auth/passwords.ts';
import { mayUseConsole } from '../auth/roles.ts';
import { codeHash } from '../auth/secrets.ts';
import { forgetRememberedClients } from '../auth/rememberedClients.ts';
import type { Sessions } from '../auth/sessions.ts';
import { sameSignInName } from '../users/signInNames.ts';

export interface PasswordResetOptions {
  db: Db;
  clock: Clock;
  messages: MessageSender;
  key: Uint8Array;
  sessions: Sessions;
  passwordHashCost: PasswordHashCost;
  log: FastifyBaseLogger;
}

/** A code of 10 letters and digits (about 49 bits): found by its hash alone, so it must not be guessable. */
export const randomPasswordResetCode = () =>
  Array.from(
    { length: passwordResetCodeLength },
    () => passwordResetCodeAlphabet[randomInt(passwordResetCodeAlphabet.length)],
  ).join('');

// Every reset code is hashed in one scope: the code alone finds its user.
const hashOf = (key: Uint8Array, code: string) => codeHash(key, 'password-reset', normalizePasswordResetCode(code));

const invalidCode = () => badRequest('PasswordReset.InvalidCode');

/** The forgot-password flow: an e-mailed single-use code, then a new password that ends every session. */
export function createPasswordResets({ db, clock, messages, key, sessions, passwordHashCost, log }: PasswordResetOptions) {
  const deliveries = new Set<Promise<void>>();

  async function issueAndSend(emailAddress: string): Promise<void> {
    const candidates = await db
      .select()
      .from(users)
      .where(and(sameSignInName(users.emailAddress, emailAddress.trim()), isNotNull(users.passwordHash)))
      .orderBy(asc(users.id));
    const user = candidates.find(mayUseConsole);
    if (!user || !user.emailAddress) return;
    const code = randomPasswordResetCode();
    const now = clock();
    await db.transaction(async (tx) => {
      // A new code replaces the ones sent before.
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: now })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        codeHash: hashOf(key, code),
        expiresAt: addMinutes(now, passwordResetCodeMinutes),
        creationTime: now,
      });
    });
    const message = await renderMessageTemplate(
      db,
      serverMessageTemplates.passwordResetCode.name,
      user.languageId,
      { ResetCode: code, UserName: user.userName },
      {
        subject: 'Your Velo password reset code',
        text: `Hello ${user.userName}, your password reset code is ${code}. It works for ${passwordResetCodeMinutes} minutes.`,
      },
    );
    await messages.send({
      channel: 'email',
      to: user.emailAddress,
      subject: message.subject,
      text: message.text,
      userId: user.id,
    });
  }

  /** The live code's row and its user, when both still qualify. */
  async function liveCode(code: string) {
    const [found] = await db
      .select({ id: passwordResetCodes.id, userId: passwordResetCodes.userId, user: users })
      .from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId))
      .where(
        and(
          eq(passwordResetCodes.codeHash, hashOf(key, code)),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, clock()),
        ),
      );
    return found && found.user.passwordHash !== null && mayUseConsole(found.user) ? found : null;
  }

  return {
    /**
     * Sends a code when the address is a console user's. The caller's answer never waits for it, so an
     * address that exists and one that does not answer alike and as fast.
     */
    requestCode(emailAddress: string): void {
      const delivery = issueAndSend(emailAddress)
        .catch((error: unknown) => log.error({ err: error }, 'password reset code not sent'))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },

    /** Waits for the codes still on their way (the server's shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...deliveries]);
    },

    async userOf(code: string): Promise<number> {
      const found = await liveCode(code);
      if (!found) throw invalidCode();
      return found.userId;
    },

    /** Sets the password with the user's live code and uses the code up; every session of the user ends. */
    async reset(userId: number, code: string, password: string): Promise<void> {
      const found = await liveCode(code);
      if (!found || found.userId !== userId) throw invalidCode();
      const problems = passwordProblems(password);
      if (problems.length) {
        throw new AppError(400, 'PasswordReset.PasswordNotValid', {
          validationErrors: [{ message: `The password ${problems.join('; it ')}.`, members: ['password'] }],
        });
      }
      const passwordHash = await hashPassword(password, passwordHashCost);
      await db.transaction(async (tx) => {
        // Only the first of two requests racing on one code finds it unused.
        const used = await tx
          .update(passwordResetCodes)
          .set({ usedAt: clock() })
          .where(and(eq(passwordResetCodes.id, found.id), isNull(passwordResetCodes.usedAt)))
          .returning({ id: passwordResetCodes.id });
        if (used.length === 0) throw invalidCode();
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: clock() })
          .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
        await tx
          .update(users)
          .set({
            passwordHash,
            failedSignInCount: 0,
            failedSignInWindowStart: null,
            lockoutEnd: null,
            concurrencyStamp: newConcurrencyStamp,
          })
          .where(eq(users.id, userId));
        await sessions.revokeAllOf(userId, { executor: tx });
        await forgetRememberedClients(tx, userId);
      });
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
