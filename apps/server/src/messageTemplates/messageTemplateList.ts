import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getMessageTemplateList, type MessageTemplate } from '@velo/api-client/contract';
import { sanitizeRichText } from '../content/sanitizeRichText.ts';
import type { Db } from '../db/database.ts';
import { clients, languages, messageTemplateImages, messageTemplates } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listItems, listSource, type ListSource } from '../lists/listPage.ts';

export const noSuchMessageTemplate = 'There is no message template with this id.';

const textOrNull = (value: unknown) => (value === null ? null : String(value));

/** What `MessageTemplate/GetList` reads: each template with its language's and client's names. */
export const messageTemplateListSource = listSource({
  from: messageTemplates,
  select: {
    id: messageTemplates.id,
    name: messageTemplates.name,
    languageId: messageTemplates.languageId,
    subject: messageTemplates.subject,
    text: messageTemplates.text,
    clientId: messageTemplates.clientId,
    copyAllowed: messageTemplates.copyAllowed,
    creationTime: messageTemplates.creationTime,
    lastModificationTime: messageTemplates.lastModificationTime,
    concurrencyStamp: messageTemplates.concurrencyStamp,
  },
  id: messageTemplates.id,
  defaultOrder: [asc(messageTemplates.name), asc(messageTemplates.languageId)],
  forEachItem: (templateId) => ({
    languageName: {
      sql: sql`(select ${languages.displayName} from ${languages} join ${messageTemplates} on ${messageTemplates.languageId} = ${languages.id}
        where ${messageTemplates.id} = ${templateId})`,
      decode: (value: unknown) => String(value),
    },
    clientName: {
      sql: sql`(select ${clients.name} from ${clients} join ${messageTemplates} on ${messageTemplates.clientId} = ${clients.id}
        where ${messageTemplates.id} = ${templateId})`,
      decode: textOrNull,
    },
    hasImage: {
      sql: sql`exists (select from ${messageTemplateImages} where ${messageTemplateImages.messageTemplateId} = ${templateId})`,
      decode: (value: unknown) => value === true || value === 't',
    },
  }),
});

type MessageTemplateRow = typeof messageTemplateListSource extends ListSource<infer Row> ? Row : never;

export const messageTemplateListFieldSet = listFieldSet(getMessageTemplateList.list, {
  Id: { column: messageTemplates.id },
  Name: { column: messageTemplates.name },
  LanguageId: { column: messageTemplates.languageId },
  ClientId: { column: messageTemplates.clientId },
  Subject: { column: messageTemplates.subject },
  CreationTime: { column: messageTemplates.creationTime },
  LastModificationTime: { column: messageTemplates.lastModificationTime },
});

/** A template in the contract's shape; its text sanitised again as it is served. */
export function messageTemplateDto({
  clientName,
  creationTime,
  lastModificationTime,
  text,
  ...row
}: MessageTemplateRow): MessageTemplate {
  return {
    ...row,
    text: sanitizeRichText(text),
    client: clientName === null ? null : { name: clientName },
    creationTime: creationTime.toISOString(),
    lastModificationTime: lastModificationTime?.toISOString() ?? null,
  };
}

/** One template as the list shows it, read in the given transaction (or database); 404 otherwise. */
export async function readMessageTemplate(db: Db, id: number, scope?: SQL): Promise<MessageTemplate> {
  const [found] = await listItems(db, messageTemplateListSource, and(scope, eq(messageTemplates.id, id)));
  if (!found) throw notFound(noSuchMessageTemplate);
  return messageTemplateDto(found);
}
