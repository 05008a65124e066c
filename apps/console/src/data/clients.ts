import { getAllClients } from '@velo/api-client';
import { maxClientChoices } from '@velo/domain';
import { useApi } from './useApi.ts';

/** The clients a filter offers; `enabled` false asks nothing. */
export function useClientChoices(enabled: boolean) {
  return useApi(getAllClients, enabled ? { query: { skipCount: 0, maxResultCount: maxClientChoices } } : null);
}
