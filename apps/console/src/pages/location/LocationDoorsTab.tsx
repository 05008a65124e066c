import { useState } from 'react';
import { activateDoor, adminUnlockDoor, createDoor, getLocation, getLocationDoorList, getLocationList } from '@velo/api-client';
import { Button, DoorTable, Inline, NewDoorDialog, Stack, type DoorFormValues } from '@velo/design-system';
import { doorUnlocked, newDoorAdded, statusChanged } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useUnusedLocks } from '../../data/doorLocks.ts';
import { useApi } from '../../data/useApi.ts';
import { useAction } from '../../data/useAction.ts';
import type { LocationTabProps } from './locationTabProps.ts';

/** A location has a few dozen doors at most: one page holds them all. */
const allDoors = { sorting: 'Name ASC', skipCount: 0, maxResultCount: 1000 };

/** The Doors tab: the location's doors, each enabled or disabled with a reason, unlocked, edited; and New door. */
export default function LocationDoorsTab({ location }: LocationTabProps) {
  const can = useCan();
  const canCreate = can(['create', 'door']);
  const doors = useApi(getLocationDoorList, { body: { locationId: location.id, ...allDoors } });
  const [isAdding, setAdding] = useState(false);
  const locks = useUnusedLocks(isAdding);
  const revalidates = [getLocationDoorList, getLocation, getLocationList];
  const add = useAction(createDoor, { success: newDoorAdded, revalidates });
  const changeStatus = useAction(activateDoor, { success: statusChanged, revalidates });
  const unlock = useAction(adminUnlockDoor, { success: doorUnlocked, revalidates: [getLocationDoorList] });

  const addDoor = async (values: DoorFormValues) => {
    if (await add({ body: { locationId: location.id, ...values } })) setAdding(false);
  };
  const newDoor = (
    <Button variant="primary" onPress={() => setAdding(true)}>
      New door
    </Button>
  );

  return (
    <Stack gap={4}>
      {canCreate && (
        <Inline gap={3} justify="end">
          {newDoor}
        </Inline>
      )}
      <DoorTable
        rows={doors.data?.items ?? []}
        isLoading={doors.isLoading}
        error={doors.error?.message ?? null}
        onRetry={() => void doors.mutate()}
        canChangeStatus={can(['activate', 'door'])}
        onStatusChange={async ({ id }, isActive, reason) => {
          if (!(await changeStatus({ body: { id, isActive, description: reason } }))) throw new Error('not changed');
        }}
        canUnlock={can(['unlock', 'door'])}
        onUnlock={async ({ id }) => void (await unlock({ query: { id } }))}
        canEdit={can(['edit', 'door'])}
        editHref={({ id }) => `/doors/${id}`}
        canViewDiagnostics={can(['view', 'doorDiagnostics'])}
        diagnosticsHref={({ id }) => `/diagnostic/${id}/show`}
      />
      {isAdding && (
        <NewDoorDialog isOpen onOpenChange={setAdding} locks={locks.locks} isLoadingLocks={locks.isLoading} onSave={addDoor} />
      )}
    </Stack>
  );
}
