import { getUser } from '@velo/api-client';
import { useApi } from './useApi.ts';

/** One user, as its page shows it; `null` asks nothing. */
export function useUserRecord(id: number | null) {
  return useApi(getUser, id === null ? null : { query: { id } });
}
