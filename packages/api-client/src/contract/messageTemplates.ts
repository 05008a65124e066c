import { z } from 'zod/mini';
import { fieldRequired, idRange, messageTemplateTextMaxLengths } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { concurrencyStampSent, id, isoDateTime, queryId, queryInt } from './common.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';
import { imageDataUrl, imageFile } from './images.ts';
import { language } from './lookups.ts';

/**
 * A message template: a message's subject and rich text (sanitised HTML) per name and language;
 * values in double braces (`{{UserName}}`) are the server's to fill in. Without a client it is the
 * product's own, used for every client without one of that name.
 */
export const messageTemplate = z.object({
  id,
  name: z.string(),
  languageId: id,
  languageName: z.string(),
  subject: z.nullable(z.string()),
  text: z.string(),
  clientId: z.nullable(id),
  client: z.nullable(z.object({ name: z.string() })),
  copyAllowed: z.boolean(),
  creationTime: isoDateTime,
  lastModificationTime: z.nullable(isoDateTime),
  /** Whether it has an image, which `MessageTemplate/GetImage` serves. */
  hasImage: z.boolean(),
  /** The template's version: an edit sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

/** What `MessageTemplate/GetList` may be filtered and sorted by. */
export const messageTemplateListFields = {
  Id: 'integer',
  Name: 'text',
  LanguageId: 'integer',
  ClientId: 'integer',
  Subject: 'text',
  CreationTime: 'dateTime',
  LastModificationTime: 'dateTime',
} as const satisfies ListFields;

/** A page of the message templates (admin), by name and language unless sorted otherwise. */
export const getMessageTemplateList = endpoint({
  method: 'POST',
  path: '/api/services/app/MessageTemplate/GetList',
  body: listRequest,
  list: listOf(messageTemplateListFields),
  result: page(messageTemplate),
});

/** One message template (admin); its text sanitised as it is served. */
export const getMessageTemplate = endpoint({
  method: 'GET',
  path: '/api/services/app/MessageTemplate/Get',
  query: z.strictObject({ id: queryId }),
  result: messageTemplate,
});

const requiredText = (maxLength: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: fieldRequired }), z.maxLength(maxLength));

/**
 * Creates a template (no `id`) or saves one (its `id` and the `concurrencyStamp` it read; stale: 409
 * `Record.Stale`), admin only. Name, language and text are required; the text is rich text, sanitised
 * on save with its placeholders kept. A name and language the client (or the product, without a
 * client) already has is 400 `MessageTemplate.Duplicate`; an unknown language or client is 400
 * `MessageTemplate.LanguageNotFound`, `MessageTemplate.ClientNotFound`. `image`, a png or jpeg data URL, replaces
 * the template's image (its kind read from its bytes; anything else is 400 with the field's message), null
 * removes it, and without it the image stays. Answers the template as saved.
 */
export const createOrUpdateMessageTemplate = endpoint({
  method: 'POST',
  path: '/api/services/app/MessageTemplate/CreateOrUpdateMessageTemplate',
  body: z.strictObject({
    id: z.optional(z.nullable(id)),
    name: requiredText(messageTemplateTextMaxLengths.name),
    languageId: id,
    subject: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(messageTemplateTextMaxLengths.subject)))),
    text: requiredText(messageTemplateTextMaxLengths.text),
    clientId: z.optional(z.nullable(id)),
    copyAllowed: z._default(z.boolean(), false),
    image: z.optional(z.nullable(imageDataUrl)),
    concurrencyStamp: concurrencyStampSent,
  }),
  result: messageTemplate,
});

/** A template's image (admin) as a png or jpeg file; 404 when the template or its image is not there. */
export const getMessageTemplateImage = endpoint({
  method: 'GET',
  path: '/api/services/app/MessageTemplate/GetImage',
  query: z.strictObject({ id: queryId }),
  result: imageFile,
  file: true,
});

/**
 * The languages a template name does not have yet for a client (none: the product's own templates),
 * by id: what a new template of that name may be written in. Without a name, every language.
 */
export const getMessageTemplateFilteredLanguages = endpoint({
  method: 'GET',
  path: '/api/services/app/MessageTemplate/GetFilteredLanguages',
  query: z.strictObject({
    tplName: z.optional(z.string().check(z.maxLength(messageTemplateTextMaxLengths.name))),
    clientId: z.optional(queryInt(z.minimum(idRange.min), z.maximum(idRange.max))),
  }),
  result: z.array(language),
});
