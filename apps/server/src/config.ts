import { isAbsolute, join, resolve } from 'node:path';
import { serverRepoRoot } from './repoRoot.ts';

export interface PasswordHashCost {
  /** Argon2id memory in KiB. */
  memoryCost: number;
  timeCost: number;
}

export interface Config {
  port: number;
  host: string;
  /** Where users reach the console, without a trailing slash: the start of links sent by SMS. */
  publicUrl: string;
  /** The PGlite data folder; unused when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl: string | null;
  /** Seed demo data into an empty database and expose the outbox route. */
  demo: boolean;
  /** The access tokens' signing key; generated once and kept in the database when absent. */
  jwtSecret: string | null;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  currency: string;
  /** The built console served at `/` when the folder exists. */
  consoleDir: string;
  passwordHashCost: PasswordHashCost;
  /** The least severe log lines written; `warn` keeps requests out of the log. */
  logLevel: LogLevel;
  /** How long the simulated lock gateway takes to answer an unlock, as a real lock would. */
  lockSimulationDelayMs: number;
  /** The most calls one IP address may make to the public (signed-out) routes. */
  rateLimits: RateLimits;
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** All public routes together: sign-in, token refresh, the invitation and reset pages. */
  public: RateLimit;
  /** Each call that sends an SMS or e-mail (invitation code, reset code, sign-in code resend), on its own. */
  codeSending: RateLimit;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** OWASP's minimum for argon2id (19 MiB, 2 passes). */
export const defaultPasswordHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from the environment. `--demo` on the command line turns the demo on
 * (the `start` script passes it); `DEMO=0`/`DEMO=1` in the environment wins over the flag.
 * `--production` (the `start:production` script) turns it off for good: see `demoMode`.
 */
export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv): Config {
  const port = integer(env, 'PORT', 8080);
  return {
    port,
    publicUrl: publicUrl(env, port),
    host: env.HOST || '0.0.0.0',
    dataDir: dataDir(env),
    databaseUrl: env.DATABASE_URL || null,
    demo: demoMode(env, argv),
    jwtSecret: jwtSecret(env),
    accessTokenMinutes: integer(env, 'ACCESS_TOKEN_MINUTES', 15),
    refreshTokenDays: integer(env, 'REFRESH_TOKEN_DAYS', 30),
    currency: env.CURRENCY || 'NOK',
    consoleDir: join(serverRepoRoot, 'apps', 'console', 'dist'),
    passwordHashCost: defaultPasswordHashCost,
    logLevel: oneOf(env, 'LOG_LEVEL', logLevels, 'warn'),
    lockSimulationDelayMs: 800,
    // Roomy enough for a day of journeys signing in from one address; tight on what texts or mails.
    rateLimits: {
      public: { max: integer(env, 'PUBLIC_RATE_LIMIT_PER_MINUTE', 300), windowSeconds: 60 },
      codeSending: { max: integer(env, 'CODE_RATE_LIMIT_PER_10_MINUTES', 20), windowSeconds: 600 },
    },
  };
}

function publicUrl(env: Env, port: number): string {
  const given = env.PUBLIC_URL?.trim();
  if (!given) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https URL, got "${given}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http or https URL, got "${given}"`);
  }
  return given.replace(/\/+$/, '');
}

// `pnpm --filter … start` runs in apps/server: a relative DATA_DIR means the folder the command was
// typed in (pnpm's INIT_CWD), and the default `./.data` means the repository's root.
function dataDir(env: Env): string {
  const given = env.DATA_DIR;
  if (!given) return join(serverRepoRoot, '.data');
  return isAbsolute(given) ? given : resolve(env.INIT_CWD || process.cwd(), given);
}

// A production server must not seed known passwords nor open the outbox because a DEMO=1 was left in
// its environment: that combination stops the start instead of being settled quietly either way.
function demoMode(env: Env, argv: readonly string[]): boolean {
  const fromEnv = flag(env, 'DEMO');
  if (!argv.includes('--production')) return fromEnv ?? argv.includes('--demo');
  if (fromEnv || argv.includes('--demo')) {
    throw new Error('The production start never runs the demo: remove DEMO=1 (or --demo), or use `pnpm start` for the demo');
  }
  return false;
}

/** HS256 signs with the secret's bytes: fewer than 32 (256 bits) can be guessed offline from one token. */
export const minJwtSecretLength = 32;

function jwtSecret(env: Env): string | null {
  const secret = env.JWT_SECRET;
  if (!secret) return null;
  if (secret.length < minJwtSecretLength) {
    throw new Error(
      `JWT_SECRET must be at least ${minJwtSecretLength} characters long, got ${secret.length}: leave it unset to have one generated`,
    );
  }
  return secret;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw as T)) throw new Error(`${name} must be one of ${values.join(', ')}, got "${env[name]}"`);
  return raw as T;
}

function flag(env: Env, name: string): boolean | null {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return null;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1, true, 0 or false, got "${env[name]}"`);
}
