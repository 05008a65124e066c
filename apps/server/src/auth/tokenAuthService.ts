import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, logOut, refreshToken, resendCodeForAdmin } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { mayUseConsole } from './roles.ts';
import { signIn } from './signIn.ts';
import { resendIntervalSeconds } from './twoFactor.ts';
import { users } from '../db/schema/index.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { contractRoutes } from '../http/route.ts';

const messages = {
  refreshRefused: 'Your session has ended. Sign in again.',
  noTwoFactor: 'Two-factor sign-in is not enabled for this user.',
  noSignInInProgress: 'Sign in again to get a new code.',
  tooSoon: `Please wait ${resendIntervalSeconds} seconds before asking for a new code.`,
};

// A resend needs a code sent this recently: the public endpoint cannot text any two-factor user at will.
const pendingSignInMinutes = 15;

/** `/api/TokenAuth`: sign-in, token refresh, log-out and two-factor code resends. */
export const tokenAuthService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, accessTokens, sessions, twoFactor } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.open(authenticate, ({ body }) => signIn(context, body));

  routes.open(refreshToken, async ({ query }) => {
    const rotated = await sessions.rotate(query.refreshToken);
    const [user] = rotated ? await db.select().from(users).where(eq(users.id, rotated.userId)) : [];
    if (!rotated || !user || user.suspended || !mayUseConsole(user)) throw unauthorized(messages.refreshRefused);
    return {
      accessToken: await accessTokens.issue(user, rotated.sessionId),
      expireInSeconds: accessTokens.lifetimeSeconds,
      refreshToken: rotated.refreshToken,
    };
  });

  routes.signedIn(logOut, async (_input, caller) => {
    await sessions.revoke(caller.sessionId);
    return null;
  });

  routes.open(resendCodeForAdmin, async ({ query }) => {
    const [user] = await db.select().from(users).where(eq(users.id, query.userId));
    if (!user || !user.twoFactorEnabled) throw badRequest(messages.noTwoFactor);
    if (!(await twoFactor.hasPendingSignIn(user.id, pendingSignInMinutes))) throw badRequest(messages.noSignInInProgress);
    if ((await twoFactor.send(user, query.provider)) === 'throttled') throw badRequest(messages.tooSoon);
    return null;
  });
};
