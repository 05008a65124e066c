import { getOrderById } from '@velo/api-client';
import { useApi } from './useApi.ts';

/** One order with its payments; `null` asks nothing. */
export function useOrderRecord(id: number | null) {
  return useApi(getOrderById, id === null ? null : { query: { id } });
}
