import { allOf, clientListFields } from '@velo/api-client';
import { textParam, type FilterValues } from '../lists/listParams.ts';

/** The Clients list's filter, by its name in the address: the search box. */
export const clientFilters = { search: textParam };
export type ClientFilters = FilterValues<typeof clientFilters>;

/** The list call's filterRule: the clients whose name or organisation e-mail contains the search. */
export function clientFilterRule({ search }: ClientFilters) {
  const value = search.trim();
  if (!value) return null;
  const nameOrEmail = allOf(clientListFields, [
    { field: 'Name', operator: 'contains', value },
    { field: 'OrganizationEmail', operator: 'contains', value },
  ]);
  return nameOrEmail && { ...nameOrEmail, condition: 'or' as const };
}
