import { getAdminTermsAndConditions, getTermsAndConditions, saveTermsAndConditions, type TermsEntry } from '@velo/api-client';
import { toast } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { api } from '../api.ts';
import { useApi } from './useApi.ts';

/** The terms in every language, with their versions (admin). */
export const useAdminTerms = () => useApi(getAdminTermsAndConditions, {});

/** The terms in one language, as anyone reads them. */
export const usePublicTerms = (languageId: number) => useApi(getTermsAndConditions, { query: { languageId } });

/**
 * Saves one language's terms with the version read: "Saved successfully", or the server's message in a
 * warning (and the promise rejects, so the editor keeps the edits). The terms are read again either way.
 */
export async function saveTerms(entry: TermsEntry, value: string, reread: () => Promise<unknown>) {
  try {
    await api.call(saveTermsAndConditions, {
      body: { languageId: entry.languageId, value, concurrencyStamp: entry.concurrencyStamp },
    });
    toast.success(savedSuccessfully);
  } catch (error) {
    toast.warning(error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    await reread();
  }
}
