import type { FastifyPluginAsync } from 'fastify';
import {
  checkPasswordResetCode,
  resetPassword,
  sendPasswordResetCode,
  sendUserInvitationSmsCode,
  verifyUserInvitationSmsCode,
} from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { publicAccess } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { createInvitations } from './invitations.ts';
import { createPasswordResets } from './passwordResets.ts';

/** `/api/Account`: the public invitation (SMS code, then access to the location) and the forgotten password. */
export const accountService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock, messages, codeKey: key, generateCode, sessions, config } = context;
  const routes = contractRoutes(app, context.authenticate);
  const invitations = createInvitations({ db, clock, messages, key, generateCode });
  const resets = createPasswordResets({
    db,
    clock,
    messages,
    key,
    sessions,
    passwordHashCost: config.passwordHashCost,
    log: app.log,
  });
  app.addHook('onClose', () => resets.settled());

  routes.add(sendUserInvitationSmsCode, { access: publicAccess, rateLimitGroup: 'codeSending' }, async ({ query }) => {
    await invitations.sendCode(query.invitationCode, query.phoneNumber);
    return null;
  });

  routes.add(verifyUserInvitationSmsCode, { access: publicAccess }, async ({ query }) => {
    await invitations.verify(query.invitationCode, query.phoneNumber, query.activationCode);
    return null;
  });

  routes.add(sendPasswordResetCode, { access: publicAccess, rateLimitGroup: 'codeSending' }, async ({ body }) => {
    resets.requestCode(body.emailAddress);
    return null;
  });

  routes.add(checkPasswordResetCode, { access: publicAccess }, async ({ query }) => ({
    userId: await resets.userOf(query.code),
  }));

  routes.add(resetPassword, { access: publicAccess }, async ({ body }) => {
    await resets.reset(body.userId, body.resetCode, body.password);
    return null;
  });
};
