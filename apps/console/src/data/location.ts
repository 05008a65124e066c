import { getLocation } from '@velo/api-client';
import { useApi } from './useApi.ts';

/** One location, as the edit page's tabs show it; `null` asks nothing. */
export function useLocationRecord(id: number | null) {
  return useApi(getLocation, id === null ? null : { query: { id } });
}
