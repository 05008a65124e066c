import { z } from 'zod/mini';
import { concurrencyStampSent, id, queryId } from './common.ts';
import { endpoint } from './endpoint.ts';

// The terms and conditions the app's users accept, one rich text per language. Sanitised by the server
// on save and when served.

/** The longest terms text (HTML) a save takes. */
export const termsMaxLength = 200_000;

/** The terms in one language; a language without terms yet has an empty value and no stamp. */
export const termsEntry = z.object({
  languageId: id,
  languageName: z.string(),
  languageDisplayName: z.string(),
  /** Sanitised HTML. */
  value: z.string(),
  /** The version an edit sends back; null before the first save. */
  concurrencyStamp: z.nullable(z.string()),
});
export type TermsEntry = z.infer<typeof termsEntry>;

/** The terms in every language, for the editor (admin). */
export const getAdminTermsAndConditions = endpoint({
  method: 'GET',
  path: '/api/services/app/TermsAndConditions/GetAdminTermsAndConditions',
  result: z.array(termsEntry),
});

/**
 * Saves one language's terms (admin): the text is sanitised; the `concurrencyStamp` read is sent back
 * (stale: 409 `Record.Stale`); an unknown language is 400. Answers the terms as saved.
 */
export const saveTermsAndConditions = endpoint({
  method: 'POST',
  path: '/api/services/app/TermsAndConditions/Save',
  body: z.strictObject({
    value: z.string().check(z.maxLength(termsMaxLength)),
    languageId: id,
    concurrencyStamp: concurrencyStampSent,
  }),
  result: termsEntry,
});

/** The terms in one language, as anyone reads them (the public terms page). */
export const getTermsAndConditions = endpoint({
  method: 'GET',
  path: '/api/services/app/TermsAndConditions/GetTermsAndConditions',
  query: z.strictObject({ languageId: queryId }),
  result: z.object({ languageId: id, languageName: z.string(), languageDisplayName: z.string(), value: z.string() }),
  auth: false,
});
