import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const databaseKinds = ['PGlite', 'PostgreSQL'] as const;

/** What the server runs with, as an admin may see it: names and numbers, never a secret nor an address. */
export const runningConfiguration = z.object({
  currency: z.string(),
  accessTokenMinutes: z.int(),
  refreshTokenDays: z.int(),
  smsProvider: z.string(),
  emailProvider: z.string(),
  lockProvider: z.string(),
  paymentProvider: z.string(),
  database: z.enum(databaseKinds),
  /** Demo data seeded and the outbox open at `/api/dev/outbox`. */
  demo: z.boolean(),
});
export type RunningConfiguration = z.infer<typeof runningConfiguration>;

/** The running configuration (admin). */
export const getConfiguration = endpoint({
  method: 'GET',
  path: '/api/services/app/Configuration/GetConfiguration',
  result: runningConfiguration,
});
