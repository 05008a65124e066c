import { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsync } from 'fastify';
import { getConfiguration, type RunningConfiguration } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import type { Db } from '../db/database.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';

// Asked of the connection itself, so the page tells what the server really runs on.
const databaseKind = (db: Db): RunningConfiguration['database'] =>
  (db as { $client?: unknown }).$client instanceof PGlite ? 'PGlite' : 'PostgreSQL';

/** `/api/services/app/Configuration`: the running configuration, read-only, for admins. Never a secret nor an address. */
export const configurationService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { config, db, messages, lockGateway, payments } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getConfiguration, { access: allowed('view', 'configuration') }, async () => ({
    currency: config.currency,
    accessTokenMinutes: config.accessTokenMinutes,
    refreshTokenDays: config.refreshTokenDays,
    // One sender carries both SMS and e-mail.
    smsProvider: messages.name,
    emailProvider: messages.name,
    lockProvider: lockGateway.name,
    paymentProvider: payments.name,
    database: databaseKind(db),
    demo: config.demo,
  }));
};
