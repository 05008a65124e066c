import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { RateLimits } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';
import { databaseRateLimitStore } from './rateLimitStore.ts';

/** Which limit a public route is under: the shared one, or the tighter one of a call that sends codes. */
export type RateLimitGroup = 'public' | 'codeSending';

interface RouteRateConfig {
  access?: { kind?: string };
  rateLimitGroup?: RateLimitGroup;
}

const routeConfig = (request: FastifyRequest) => request.routeOptions.config as RouteRateConfig;
const groupOf = (request: FastifyRequest): RateLimitGroup => routeConfig(request).rateLimitGroup ?? 'public';

/**
 * Limits the calls anyone can make without signing in, per IP address: all public routes together
 * under `limits.public`, and each call that sends an SMS or e-mail on its own under the tighter
 * `limits.codeSending`. Signed-in routes are not limited here. Over the limit: 429 in the ABP envelope.
 * The calls are counted in the database, so servers sharing it share the limits.
 */
export async function limitPublicRoutes(app: FastifyInstance, limits: RateLimits, { db, clock }: { db: Db; clock: Clock }) {
  await app.register(fastifyRateLimit, {
    global: true,
    store: databaseRateLimitStore(db, clock),
    allowList: (request) => routeConfig(request).access?.kind !== 'public',
    keyGenerator: (request) => {
      const group = groupOf(request);
      return group === 'public' ? `${request.ip}|public` : `${request.ip}|${request.routeOptions.url}`;
    },
    max: (request) => limits[groupOf(request)].max,
    timeWindow: (request) => limits[groupOf(request)].windowSeconds * 1000,
    errorResponseBuilder: (_request, { after }) =>
      new AppError(429, 'Request.TooMany', {
        message: `Too many requests. Please wait ${after} and try again.`,
      }),
  });
}
