import { getAllCountries } from '@velo/api-client';
import { maxLookupPage } from '@velo/domain';
import { useApi } from './useApi.ts';

/** The countries a location's details offer, by id. */
export function useCountries() {
  return useApi(getAllCountries, { query: { skipCount: 0, maxResultCount: maxLookupPage } });
}
