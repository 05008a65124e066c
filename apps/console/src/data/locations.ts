import { activateLocation, getAllClients, getLocationList, type FilterRule, type FilterRuleLeaf, type ListRequest } from '@velo/api-client';
import { api } from '../api.ts';
import { useApi } from './useApi.ts';

export interface LocationFilters {
  /** Off: active locations only. */
  showAll: boolean;
  clientId: number | null;
  name: string;
  doorAccessKey: string;
}

/** The list call's filterRule for the locations list's filters (part 1 §7, Filters). */
export function locationFilterRule({ showAll, clientId, name, doorAccessKey }: LocationFilters): FilterRule | null {
  const rules: FilterRuleLeaf[] = [];
  if (!showAll) rules.push({ field: 'IsActive', operator: 'equal', value: true });
  if (clientId !== null) rules.push({ field: 'ClientId', operator: 'equal', value: clientId });
  if (name.trim()) rules.push({ field: 'Name', operator: 'contains', value: name.trim() });
  if (doorAccessKey.trim()) rules.push({ field: 'Doors.LocalAccessKey', operator: 'equal', value: doorAccessKey.trim() });
  return rules.length ? { condition: 'and', filterRules: rules } : null;
}

export function useLocationList(request: ListRequest) {
  return useApi(getLocationList, { body: request });
}

/** The clients filter's choices, up to 2000 (part 1 §9); `enabled` false asks nothing (only admin filters by client). */
export function useClientChoices(enabled: boolean) {
  return useApi(getAllClients, enabled ? { query: { skipCount: 0, maxResultCount: 2000 } } : null);
}

/** The admin's status switch; the caller revalidates the list. */
export function setLocationActive(id: number, isActive: boolean) {
  return api.call(activateLocation, { body: { id, isActive } });
}
