import { getBleLocks, getNbLocks, type LockNames } from '@velo/api-client';
import type { DoorLocks, LockChoice } from '@velo/design-system';
import { useApi } from './useApi.ts';

const unused = { query: { Unused: 'true' } };
const choices = (names: LockNames | undefined): LockChoice[] =>
  Object.entries(names ?? {})
    .map(([key, name]) => ({ key, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The NB and BLE locks no door uses, for a door's key; `ownLock` (the edited door's key and name) stays
 * among them. `enabled` false asks nothing.
 */
export function useUnusedLocks(enabled: boolean, ownLock?: { lockType: number; key: string | null; name: string | null }) {
  const nb = useApi(getNbLocks, enabled ? unused : null);
  const ble = useApi(getBleLocks, enabled ? unused : null);
  const locks: DoorLocks = { nb: choices(nb.data), ble: choices(ble.data) };
  if (ownLock?.key) {
    const own = { key: ownLock.key, name: ownLock.name ?? ownLock.key };
    if (ownLock.lockType === 2) locks.nb = [own, ...locks.nb];
    if (ownLock.lockType === 3) locks.ble = [own, ...locks.ble];
  }
  return { locks, isLoading: nb.isLoading || ble.isLoading, error: nb.error ?? ble.error };
}
