import type { FastifyBaseLogger } from 'fastify';
import { createAccessTokens } from './auth/accessTokens.ts';
import { createAuthenticator } from './auth/authenticator.ts';
import { createLockout, passwordLockout, twoFactorLockout } from './auth/lockout.ts';
import { createRememberedClients } from './auth/rememberedClients.ts';
import { createSessions } from './auth/sessions.ts';
import { resolveSigningKey } from './auth/signingKey.ts';
import { randomCode } from './auth/secrets.ts';
import { createTwoFactor, type CodeGenerator } from './auth/twoFactor.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { MessageSender } from './messaging/messageSender.ts';
import { createOutboxSender } from './messaging/outboxSender.ts';
import { createSimulatedLockGateway, type LockGateway } from './doors/lockGateway.ts';
import { createSimulatedPaymentProvider, type PaymentProvider } from './payments/paymentProvider.ts';

export interface AppContextOptions {
  db: Db;
  config: Config;
  clock: Clock;
  messages?: MessageSender;
  /** Where lock commands go; simulated locks by default. */
  lockGateway?: LockGateway;
  /** Where users' payment options come from; a simulated provider by default. */
  paymentProvider?: PaymentProvider;
  /** Makes two-factor sign-in codes; random by default. */
  generateCode?: CodeGenerator;
  log: FastifyBaseLogger;
}

/** The services' shared parts, wired once per app. */
export async function createAppContext({
  db,
  config,
  clock,
  messages,
  lockGateway = createSimulatedLockGateway(db, config.lockSimulationDelayMs),
  paymentProvider = createSimulatedPaymentProvider(db),
  generateCode = randomCode,
  log,
}: AppContextOptions) {
  const signingKey = await resolveSigningKey(db, config.jwtSecret);
  const accessTokens = createAccessTokens(signingKey, config.accessTokenMinutes, clock);
  const sender = messages ?? createOutboxSender(db, clock, log);
  const sessions = createSessions(db, clock, config.refreshTokenDays, signingKey);
  return {
    db,
    config,
    clock,
    messages: sender,
    lockGateway,
    payments: paymentProvider,
    accessTokens,
    authenticate: createAuthenticator(sessions, accessTokens),
    sessions,
    lockout: createLockout(db, clock, passwordLockout),
    codeLockout: createLockout(db, clock, twoFactorLockout),
    twoFactor: createTwoFactor({ db, clock, messages: sender, key: signingKey, generateCode }),
    rememberedClients: createRememberedClients(db, clock),
    /** The server's secret that keys stored code hashes. */
    codeKey: signingKey,
    generateCode,
  };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;

/** What each service plugin is registered with. */
export interface ServiceOptions {
  context: AppContext;
}
