import { eq } from 'drizzle-orm';
import type { authenticate, BodyOf, ResultOf } from '@velo/api-client/contract';
import { twoFactorProviders, type TwoFactorProvider } from '@velo/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { selectUserDtos } from '../users/userDtos.ts';
import type { AccessTokens } from './accessTokens.ts';
import type { Lockout } from './lockout.ts';
import { verifyPassword } from './passwords.ts';
import type { createRememberedClients } from './rememberedClients.ts';
import { mayUseConsole } from './roles.ts';
import type { Sessions } from './sessions.ts';
import { signInUserId, type SignInUser } from './signInUser.ts';
import type { TwoFactor } from './twoFactor.ts';

export interface SignInDependencies {
  db: Db;
  config: Config;
  accessTokens: AccessTokens;
  sessions: Sessions;
  lockout: Lockout;
  /** Wrong two-factor codes, counted across codes. */
  codeLockout: Lockout;
  twoFactor: TwoFactor;
  rememberedClients: ReturnType<typeof createRememberedClients>;
}

type Credentials = BodyOf<typeof authenticate>;
type SignInAnswer = ResultOf<typeof authenticate>;

/** `TokenAuth/Authenticate`: password, lockout, who may use the console, two-factor, then a session. */
export async function signIn(deps: SignInDependencies, credentials: Credentials): Promise<SignInAnswer> {
  const user = await checkPassword(deps, credentials);
  if (user.suspended) throw badRequest('SignIn.Suspended');
  if (!mayUseConsole(user)) throw badRequest('SignIn.NotStaff');

  let rememberClientToken: string | null = null;
  if (user.twoFactorEnabled && !(await isRemembered(deps, user, credentials.twoFactorRememberClientToken))) {
    const code = credentials.twoFactorVerificationCode?.trim();
    const provider = providerOf(user);
    if (!code) {
      if (deps.codeLockout.isLocked(user)) throw badRequest('TwoFactor.LockedOut');
      await deps.twoFactor.send(user.id, provider);
      return twoFactorChallenge(user.id, provider);
    }
    await checkCode(deps, user.id, code);
    if (credentials.rememberClient) rememberClientToken = await deps.rememberedClients.remember(user.id);
  }

  const { sessionId, refreshToken } = await deps.sessions.start(user.id);
  const [dto] = await selectUserDtos(deps.db, eq(users.id, user.id));
  return {
    accessToken: await deps.accessTokens.issue(user, sessionId),
    refreshToken,
    expireInSeconds: deps.accessTokens.lifetimeSeconds,
    userId: user.id,
    user: dto ?? null,
    roles: user.roleNames,
    requiresTwoFactorVerification: false,
    twoFactorAuthProviders: null,
    twoFactorRememberClientToken: rememberClientToken,
  };
}

// An unknown user, a locked one and a wrong password get the same answer in the same time: the
// first two are checked against a throwaway hash, which never matches.
async function checkPassword({ db, config, lockout }: SignInDependencies, credentials: Credentials): Promise<SignInUser> {
  const user = await lockout.claimAttempt(signInUserId(db, credentials.userNameOrEmailAddress));
  const matches = await verifyPassword(user?.passwordHash ?? null, credentials.password, config.passwordHashCost);
  if (!user || !matches) throw badRequest('SignIn.InvalidCredentials');
  await lockout.clear(user.id);
  return user;
}

// A code is counted before it is checked, so parallel guesses cannot pass the bound; the guess that
// reaches it is told so at once, and a right code forgets the count.
async function checkCode({ twoFactor, codeLockout }: SignInDependencies, userId: number, code: string) {
  const counted = await codeLockout.claimAttempt(userId);
  if (!counted) throw badRequest('TwoFactor.LockedOut');
  const check = await twoFactor.check(userId, code);
  if (check === 'accepted') return codeLockout.clear(userId);
  if (codeLockout.isLocked(counted)) throw badRequest('TwoFactor.LockedOut');
  throw badRequest(check === 'wrong' ? 'TwoFactor.InvalidCode' : 'TwoFactor.CodeExpired');
}

function isRemembered({ rememberedClients }: SignInDependencies, user: SignInUser, token: string | null | undefined) {
  return token ? rememberedClients.isRemembered(user.id, token) : Promise.resolve(false);
}

/** The user's chosen provider; SMS when none was chosen. */
function providerOf(user: Pick<SignInUser, 'twoFactorProvider'>): TwoFactorProvider {
  return user.twoFactorProvider ?? twoFactorProviders.sms;
}

function twoFactorChallenge(userId: number, provider: TwoFactorProvider): SignInAnswer {
  return {
    accessToken: null,
    refreshToken: null,
    expireInSeconds: 0,
    userId,
    user: null,
    roles: [],
    requiresTwoFactorVerification: true,
    twoFactorAuthProviders: [provider],
    twoFactorRememberClientToken: null,
  };
}
