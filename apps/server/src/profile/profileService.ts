import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { changePassword, getUserSettings, twoFactorAuthenticateEnable } from '@velo/api-client/contract';
import {
  passwordProblems,
  phoneNumberFormatNotCorrect,
  storedPhoneNumber,
  twoFactorProviders,
  wirePhoneNumber,
} from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { forgetRememberedClients } from '../auth/rememberedClients.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { users } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, invalidField, unauthorized } from '../http/errors.ts';
import { administratorPasswordProblems } from '../users/administratorPassword.ts';

/** `/api/services/app/Profile`: what signed-in users change about themselves on the Settings page. */
export const profileService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, config, sessions } = context;
  const routes = contractRoutes(app, context.authenticate);

  async function readSelf(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    // The session was found open a moment ago: a user gone since is a session that has ended.
    if (!user) throw unauthorized('Auth.SessionEnded');
    return user;
  }

  routes.add(getUserSettings, { access: allowed('view', 'settings') }, async ({ caller }) => {
    const user = await readSelf(caller.userId);
    return {
      twoFactorInput: {
        isTwoFactorEnabled: user.twoFactorEnabled,
        phoneNumber: user.phoneNumber ? wirePhoneNumber(user.phoneNumber) : null,
        authProvider: user.twoFactorEnabled ? (user.twoFactorProvider ?? twoFactorProviders.sms) : null,
      },
    };
  });

  routes.add(changePassword, { access: allowed('edit', 'settings') }, async ({ body, caller }) => {
    const user = await readSelf(caller.userId);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword, config.passwordHashCost))) {
      throw badRequest('Identity.PasswordMismatch');
    }
    // A system administrator's password must also be hard to guess, as when one is created.
    const problems =
      caller.role === 'admin'
        ? await administratorPasswordProblems(
            body.newPassword,
            [user.userName, user.name, user.surname, user.emailAddress].filter((word): word is string => Boolean(word)),
          )
        : passwordProblems(body.newPassword);
    if (problems.length) throw invalidField('newPassword', `The password ${problems.join('; it ')}.`);

    const passwordHash = await hashPassword(body.newPassword, config.passwordHashCost);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, concurrencyStamp: newConcurrencyStamp }).where(eq(users.id, caller.userId));
      await sessions.revokeAllOf(caller.userId, { exceptSessionId: caller.sessionId, executor: tx });
      await forgetRememberedClients(tx, caller.userId);
    });
    return null;
  });

  routes.add(twoFactorAuthenticateEnable, { access: allowed('edit', 'settings') }, async ({ body, caller }) => {
    if (!body.isTwoFactorEnabled) {
      await db
        .update(users)
        .set({ twoFactorEnabled: false, twoFactorProvider: null, concurrencyStamp: newConcurrencyStamp })
        .where(eq(users.id, caller.userId));
      return null;
    }
    if (!body.phoneNumber) throw invalidField('phoneNumber', phoneNumberFormatNotCorrect);
    const provider = body.authProvider ?? twoFactorProviders.sms;
    const user = await readSelf(caller.userId);
    if (provider === twoFactorProviders.email && !user.emailAddress) throw badRequest('TwoFactor.NoEmailAddress');

    const phoneNumber = storedPhoneNumber(body.phoneNumber);
    await db
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorProvider: provider,
        phoneNumber,
        // A new number has not been proved by an SMS code yet.
        ...(phoneNumber === user.phoneNumber ? {} : { isPhoneNumberConfirmed: false }),
        concurrencyStamp: newConcurrencyStamp,
      })
      .where(eq(users.id, caller.userId));
    return null;
  });
};
