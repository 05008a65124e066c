import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  getAdminTermsAndConditions,
  getTermsAndConditions,
  saveTermsAndConditions,
  type TermsEntry,
} from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { sanitizeRichText } from '../content/sanitizeRichText.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { languages, termsAndConditions } from '../db/schema/index.ts';
import { allowed, publicAccess } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { invalidField, staleRecord } from '../http/errors.ts';

export const noSuchLanguage = 'There is no language with this id.';

const entryColumns = {
  languageId: languages.id,
  languageName: languages.name,
  languageDisplayName: languages.displayName,
  value: termsAndConditions.value,
  concurrencyStamp: termsAndConditions.concurrencyStamp,
};

interface EntryRow {
  languageId: number;
  languageName: string;
  languageDisplayName: string;
  value: string | null;
  concurrencyStamp: string | null;
}

// Sanitised again when served: what was stored before a stricter rule, or by hand, is shown by today's rule.
const entryDto = (row: EntryRow): TermsEntry => ({
  languageId: row.languageId,
  languageName: row.languageName,
  languageDisplayName: row.languageDisplayName,
  value: row.value ? sanitizeRichText(row.value) : '',
  concurrencyStamp: row.concurrencyStamp,
});

/** Every language with its terms (none yet: empty), by id. */
const readEntries = (db: Pick<Db, 'select'>, languageId?: number) =>
  db
    .select(entryColumns)
    .from(languages)
    .leftJoin(termsAndConditions, eq(termsAndConditions.languageId, languages.id))
    .where(languageId === undefined ? undefined : eq(languages.id, languageId))
    .orderBy(asc(languages.id));

/**
 * `/api/services/app/TermsAndConditions`: the terms in each language. An admin reads all of them and
 * saves one at a time (a new stamp each save; a stale one is refused); anyone reads one language's.
 */
export const termsService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getAdminTermsAndConditions, { access: allowed('view', 'terms') }, async () => (await readEntries(db)).map(entryDto));

  routes.add(saveTermsAndConditions, { access: allowed('edit', 'terms') }, async ({ body, caller }) => {
    const value = sanitizeRichText(body.value);
    return db.transaction(async (tx) => {
      const [language] = await readEntries(tx, body.languageId);
      if (!language) throw invalidField('languageId', noSuchLanguage);
      const [found] = await tx
        .select({ concurrencyStamp: termsAndConditions.concurrencyStamp })
        .from(termsAndConditions)
        .where(eq(termsAndConditions.languageId, body.languageId))
        .for('update');
      if (found && body.concurrencyStamp != null && body.concurrencyStamp !== found.concurrencyStamp) throw staleRecord();
      const fields = {
        value,
        lastModificationTime: clock(),
        lastModifierUserId: caller.userId,
        concurrencyStamp: newConcurrencyStamp,
      };
      const [saved] = found
        ? await tx.update(termsAndConditions).set(fields).where(eq(termsAndConditions.languageId, body.languageId)).returning()
        : await tx
            .insert(termsAndConditions)
            .values({ ...fields, languageId: body.languageId })
            .returning();
      return entryDto({ ...language, value: saved!.value, concurrencyStamp: saved!.concurrencyStamp });
    });
  });

  routes.add(getTermsAndConditions, { access: publicAccess }, async ({ query }) => {
    const [entry] = await readEntries(db, query.languageId);
    if (!entry) throw invalidField('languageId', noSuchLanguage);
    const { concurrencyStamp: _, ...read } = entryDto(entry);
    return read;
  });
};
