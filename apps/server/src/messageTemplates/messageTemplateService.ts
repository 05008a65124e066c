import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  createOrUpdateMessageTemplate,
  getMessageTemplate,
  getMessageTemplateFilteredLanguages,
  getMessageTemplateImage,
  getMessageTemplateList,
} from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { languages, messageTemplates } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest } from '../http/errors.ts';
import { listPage, mapPage } from '../lists/listPage.ts';
import { isUniqueViolation } from '../users/signInNames.ts';
import {
  messageTemplateDto,
  messageTemplateListFieldSet,
  messageTemplateListSource,
  readMessageTemplate,
} from './messageTemplateList.ts';
import { imageChangeOf, readMessageTemplateImage, saveMessageTemplateImage } from './messageTemplateImages.ts';
import { duplicateMessage, lockMessageTemplateForSave, messageTemplateValues } from './messageTemplateSaves.ts';

/**
 * `/api/services/app/MessageTemplate`: the texts of the messages the product sends, per name, language
 * and client (none: the product's own), admin only. Text is sanitised rich text on save and on serving.
 */
export const messageTemplateService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getMessageTemplateList, { access: allowed('list', 'messageTemplate') }, async ({ body }) => {
    const page = await listPage(db, messageTemplateListSource, {
      scope: undefined,
      fields: messageTemplateListFieldSet,
      request: body,
    });
    return mapPage(page, messageTemplateDto);
  });

  routes.add(getMessageTemplate, { access: allowed('view', 'messageTemplate') }, ({ query }) =>
    readMessageTemplate(db, query.id),
  );

  // One call for both: without an id it creates, with one it saves that template.
  routes.add(createOrUpdateMessageTemplate, { access: allowed('edit', 'messageTemplate') }, async ({ body }) => {
    const imageChange = imageChangeOf(body.image);
    try {
      return await db.transaction(async (tx) => {
        if (body.id != null) await lockMessageTemplateForSave(tx, body.id, body.concurrencyStamp);
        const values = await messageTemplateValues(tx, body);
        if (body.id == null) {
          const [made] = await tx.insert(messageTemplates).values(values).returning({ id: messageTemplates.id });
          await saveMessageTemplateImage(tx, made!.id, imageChange);
          return readMessageTemplate(tx, made!.id);
        }
        await tx
          .update(messageTemplates)
          .set({ ...values, lastModificationTime: new Date(), concurrencyStamp: newConcurrencyStamp })
          .where(eq(messageTemplates.id, body.id));
        await saveMessageTemplateImage(tx, body.id, imageChange);
        return readMessageTemplate(tx, body.id);
      });
    } catch (error) {
      // Two saves of the same name and language at once: the second meets the constraint, not the check.
      if (isUniqueViolation(error)) throw badRequest('MessageTemplate.Duplicate', duplicateMessage(body.clientId ?? null));
      throw error;
    }
  });

  routes.add(getMessageTemplateImage, { access: allowed('view', 'messageTemplate') }, ({ query }) =>
    readMessageTemplateImage(db, query.id),
  );

  routes.add(getMessageTemplateFilteredLanguages, { access: allowed('create', 'messageTemplate') }, ({ query }) => {
    const name = query.tplName?.trim();
    const taken = db
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(
        and(
          eq(messageTemplates.languageId, languages.id),
          eq(messageTemplates.name, name ?? ''),
          query.clientId === undefined ? isNull(messageTemplates.clientId) : eq(messageTemplates.clientId, query.clientId),
        ),
      );
    return db
      .select({ id: languages.id, name: languages.name, displayName: languages.displayName })
      .from(languages)
      .where(name ? notExists(taken) : undefined)
      .orderBy(asc(languages.id));
  });
};
