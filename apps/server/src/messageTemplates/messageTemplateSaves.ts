import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { createOrUpdateMessageTemplate } from '@velo/api-client/contract';
import { fieldRequired } from '@velo/domain';
import { sanitizeRichText } from '../content/sanitizeRichText.ts';
import type { Db } from '../db/database.ts';
import { clients, languages, messageTemplates } from '../db/schema/index.ts';
import { badRequest, invalidField, notFound, staleRecord } from '../http/errors.ts';
import { noSuchMessageTemplate } from './messageTemplateList.ts';

/** A save as the contract parsed it: texts trimmed. */
type MessageTemplateSave = z.output<NonNullable<(typeof createOrUpdateMessageTemplate)['body']>>;

/** The same name, language and client as another template's: the database's unique constraint, said in words. */
export const duplicateMessage = (clientId: number | null) =>
  clientId === null
    ? 'There is already a template with this name in this language for the product. Choose another name or language.'
    : 'This client already has a template with this name in this language. Choose another name or language.';

/** The text as it is stored: sanitised, placeholders in double braces kept; nothing visible left is no text. */
function storedText(html: string): string {
  const sanitized = sanitizeRichText(html);
  if (
    !sanitized
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim()
  )
    throw invalidField('text', fieldRequired);
  return sanitized;
}

/** The columns a save writes, once its language and client are known to exist and its text is sanitised. */
export async function messageTemplateValues(tx: Db, body: MessageTemplateSave) {
  const text = storedText(body.text);
  const clientId = body.clientId ?? null;
  const [language] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.id, body.languageId));
  if (!language) throw badRequest('MessageTemplate.LanguageNotFound');
  if (clientId !== null) {
    // Shared: a client deleted meanwhile waits for the save, which then refers to a client that exists.
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('share');
    if (!client) throw badRequest('MessageTemplate.ClientNotFound');
  }
  const [duplicate] = await tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.name, body.name),
        eq(messageTemplates.languageId, body.languageId),
        clientId === null ? isNull(messageTemplates.clientId) : eq(messageTemplates.clientId, clientId),
        body.id == null ? undefined : ne(messageTemplates.id, body.id),
      ),
    );
  if (duplicate) throw badRequest('MessageTemplate.Duplicate', duplicateMessage(clientId));
  return {
    name: body.name,
    languageId: body.languageId,
    subject: body.subject || null,
    text,
    clientId,
    copyAllowed: body.copyAllowed,
  };
}

/** Locks a template for the rest of the transaction: 404 when there is none, 409 when a stamp is sent and is not the stored one. */
export async function lockMessageTemplateForSave(tx: Db, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select({ concurrencyStamp: messageTemplates.concurrencyStamp })
    .from(messageTemplates)
    .where(eq(messageTemplates.id, id))
    .for('update');
  if (!found) throw notFound(noSuchMessageTemplate);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
}
