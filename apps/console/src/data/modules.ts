import { getItem, getItemList, getListAllLocations, getModule, getModuleList, type Item } from '@velo/api-client';
import { moduleListFetch } from '@velo/domain';
import { useUnusedLocks } from './doorLocks.ts';
import { itemsOfModule } from './moduleBodies.ts';
import { useApi } from './useApi.ts';

/** Every list of modules or items a save may change: asked again after it. */
export const moduleLists = [getModuleList, getModule, getItemList, getItem];

const everything = { skipCount: 0, maxResultCount: moduleListFetch };

/** Every module with its location and items, up to a thousand: the modules table pages them itself. */
export const useModules = () => useApi(getModuleList, { body: everything });

/** One module, as its page's tabs show it; `null` asks nothing. */
export const useModuleRecord = (id: number | null) => useApi(getModule, id === null ? null : { query: { id } });

/** Every item (door component), or one module's, up to a thousand, by name. */
export const useItems = (moduleId?: number) =>
  useApi(getItemList, {
    body: { ...everything, sorting: 'Name ASC', filterRule: moduleId === undefined ? null : itemsOfModule(moduleId) },
  });

/** One item; `null` asks nothing. */
export const useItemRecord = (id: number | null) => useApi(getItem, id === null ? null : { query: { id } });

/** The unused NB and BLE locks for an item's key, its own lock kept among them; `enabled` false asks nothing. */
export const useItemLocks = (enabled: boolean, item?: Pick<Item, 'lockType' | 'localAccessKey' | 'localAccessKeyName'>) =>
  useUnusedLocks(enabled, item && { lockType: item.lockType, key: item.localAccessKey, name: item.localAccessKeyName });

/** A location's name from the list every location picker reads (one request for both). */
export function useLocationName(id: number | null) {
  const locations = useApi(getListAllLocations, {});
  return id === null ? null : (locations.data?.find((location) => location.id === id)?.name ?? null);
}

export { itemBody, moduleUpdate } from './moduleBodies.ts';
