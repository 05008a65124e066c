import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, logOut, refreshToken, resendCodeForAdmin } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { users } from '../db/schema/index.ts';
import { publicAccess, signedIn } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { mayUseConsole } from './roles.ts';
import { signIn } from './signIn.ts';

// A resend needs a code sent this recently: the public endpoint cannot text any two-factor user at will.
// Any refusal (no such user, none signing in, a code sent under 30 seconds ago) is answered the same, so
// an outsider cannot learn who is signing in.
const pendingSignInMinutes = 15;

/** `/api/TokenAuth`: sign-in, token refresh, log-out and two-factor code resends. */
export const tokenAuthService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, accessTokens, sessions, twoFactor } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(authenticate, { access: publicAccess }, ({ body }) => signIn(context, body));

  routes.add(refreshToken, { access: publicAccess }, async ({ query }) => {
    const rotated = await sessions.rotate(query.refreshToken);
    const [user] = rotated ? await db.select().from(users).where(eq(users.id, rotated.userId)) : [];
    if (!rotated || !user || !mayUseConsole(user)) throw unauthorized('Auth.SessionEnded');
    // Said as sign-in says it, so the console can tell why the session ended.
    if (user.suspended) throw unauthorized('SignIn.Suspended');
    return {
      accessToken: await accessTokens.issue(user, rotated.sessionId),
      expireInSeconds: accessTokens.lifetimeSeconds,
      refreshToken: rotated.refreshToken,
    };
  });

  routes.add(logOut, { access: signedIn }, async ({ caller }) => {
    await sessions.revoke(caller.sessionId);
    return null;
  });

  routes.add(resendCodeForAdmin, { access: publicAccess, rateLimitGroup: 'codeSending' }, async ({ query }) => {
    const sent = await twoFactor.send(query.userId, query.provider, { signingInWithinMinutes: pendingSignInMinutes });
    if (sent === 'refused') throw badRequest('TwoFactor.ResendRefused');
    return null;
  });
};
