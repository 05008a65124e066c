import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAppContext } from './appContext.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { compressApiAnswers } from './http/apiCompression.ts';
import { serveConsoleFiles } from './http/consoleFiles.ts';
import { answerClientError } from './http/clientErrors.ts';
import { handleError } from './http/errorHandler.ts';
import { readJsonBodiesOnly } from './http/jsonBodies.ts';
import { loggerOptions } from './http/logging.ts';
import { addSecurityHeaders } from './http/securityHeaders.ts';
import { limitPublicRoutes } from './http/rateLimits.ts';
import type { CodeGenerator } from './auth/twoFactor.ts';
import { requireDeclaredAccess } from './http/declaredRoutes.ts';
import { answerUnknownRoutes } from './http/unknownRoutes.ts';
import type { MessageSender } from './messaging/messageSender.ts';
import { announcementService } from './announcements/announcementService.ts';
import { clientService } from './clients/clientService.ts';
import { groupService } from './groups/groupService.ts';
import { devService } from './dev/devService.ts';
import { diagnosticService } from './diagnostics/diagnosticService.ts';
import { doorHealthService } from './doorHealth/doorHealthService.ts';
import { doorService } from './doors/doorService.ts';
import type { LockGateway } from './doors/lockGateway.ts';
import { locationService } from './locations/locationService.ts';
import { lookupService } from './lookups/lookupService.ts';
import { itemService } from './modules/itemService.ts';
import { moduleService } from './modules/moduleService.ts';
import { messageTemplateService } from './messageTemplates/messageTemplateService.ts';
import { termsService } from './terms/termsService.ts';
import { dashboardService } from './dashboard/dashboardService.ts';
import { apiDocs } from './openapi/apiDocs.ts';
import { orderService } from './orders/orderService.ts';
import { tokenAuthService } from './auth/tokenAuthService.ts';
import { accountService } from './account/accountService.ts';
import { userService } from './users/userService.ts';
import { userActivityService } from './users/userActivityService.ts';
import { paymentService } from './payments/paymentService.ts';
import { profileService } from './profile/profileService.ts';
import { configurationService } from './configuration/configurationService.ts';
import { eventService } from './events/eventService.ts';
import type { PaymentProvider } from './payments/paymentProvider.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  clock?: Clock;
  /** Where SMS and e-mail go; the outbox table by default. */
  messageSender?: MessageSender;
  /** Where lock commands go; simulated locks by default. */
  lockGateway?: LockGateway;
  /** Where users' payment options come from; a simulated provider over the payment_cards table by default. */
  paymentProvider?: PaymentProvider;
  /** Makes two-factor sign-in codes; random by default, a known sequence in tests. */
  generateCode?: CodeGenerator;
  /** The log; by default stdout from `config.logLevel` up, with tokens and query parameters kept out. */
  logger?: FastifyServerOptions['logger'];
}

/** The API under `/api` and, when it has been built, the console at `/`, on one Fastify instance. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  messageSender,
  lockGateway,
  paymentProvider,
  generateCode,
  logger = loggerOptions(config.logLevel),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    routerOptions: { caseSensitive: false },
    // No automatic HEAD twin of each GET route: it would run the GET's handler (a HEAD of LogOut
    // ended the session). HEAD of the API is answered 404; the console's files keep their own.
    exposeHeadRoutes: false,
    clientErrorHandler: answerClientError,
  });
  const context = await createAppContext({
    db,
    config,
    clock,
    messages: messageSender,
    lockGateway,
    paymentProvider,
    generateCode,
    log: app.log,
  });

  app.setErrorHandler(handleError);
  readJsonBodiesOnly(app);
  requireDeclaredAccess(app);
  answerUnknownRoutes(app);
  addSecurityHeaders(app);
  await limitPublicRoutes(app, config.rateLimits, { db, clock });

  await compressApiAnswers(app);
  await app.register(tokenAuthService, { context });
  await app.register(accountService, { context });
  await app.register(userService, { context });
  await app.register(userActivityService, { context });
  await app.register(paymentService, { context });
  await app.register(locationService, { context });
  await app.register(clientService, { context });
  await app.register(groupService, { context });
  await app.register(doorService, { context });
  await app.register(orderService, { context });
  await app.register(diagnosticService, { context });
  await app.register(doorHealthService, { context });
  await app.register(lookupService, { context });
  await app.register(moduleService, { context });
  await app.register(itemService, { context });
  await app.register(announcementService, { context });
  await app.register(profileService, { context });
  await app.register(configurationService, { context });
  await app.register(eventService, { context });
  await app.register(messageTemplateService, { context });
  await app.register(termsService, { context });
  await app.register(dashboardService, { context });
  if (config.demo) await app.register(devService, { context });
  await app.register(apiDocs, { demo: config.demo });

  // The console uses hash routes: `/` and its assets are all it needs.
  if (existsSync(config.consoleDir)) await serveConsoleFiles(app, config.consoleDir);
  return app;
}
