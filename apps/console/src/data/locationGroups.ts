import { getLocationGroups } from '@velo/api-client';
import { maxLocationGroups } from '@velo/domain';
import { useApi } from './useApi.ts';

const everyGroup = { sorting: 'Name ASC', skipCount: 0, maxResultCount: maxLocationGroups };

/** The groups a location's Access Control may admit: those it admits and those it could, by name. */
export function useLocationGroupChoices(locationId: number) {
  const admitted = useApi(getLocationGroups, { body: { ...everyGroup, locationId, inLocation: true } });
  const others = useApi(getLocationGroups, { body: { ...everyGroup, locationId, inLocation: false } });
  const groups = admitted.data && others.data ? [...admitted.data.items, ...others.data.items] : undefined;
  return {
    groups: groups?.sort((a, b) => a.name.localeCompare(b.name)),
    error: admitted.error ?? others.error,
    retry: () => void Promise.all([admitted.mutate(), others.mutate()]),
  };
}
