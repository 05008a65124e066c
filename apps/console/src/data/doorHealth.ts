import { getDoorsNeedingAttention, type DashboardRequest } from '@velo/api-client';
import { useApi } from './useApi.ts';

/** The doors of the dashboard's scope that need attention, worst first; null waits. */
export const useDoorsNeedingAttention = (request: DashboardRequest | null) =>
  useApi(getDoorsNeedingAttention, request ? { body: request } : null);
