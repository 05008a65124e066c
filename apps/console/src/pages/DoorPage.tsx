import { useNavigate, useParams } from 'react-router';
import { getDoor, getLocationDoorList, updateDoor } from '@velo/api-client';
import { Card, DoorForm, LinkButton, LoadingState, PageHeader, type DoorFormValues } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useUnusedLocks } from '../data/doorLocks.ts';
import { useApi } from '../data/useApi.ts';
import { useAction } from '../data/useAction.ts';
import { RecordNotLoaded } from '../layout/RecordPage.tsx';

/** /doors/{id}: a door's details and lock; saving returns to its location's doors. */
export default function DoorPage() {
  const doorId = Number(useParams().id);
  const navigate = useNavigate();
  const door = useApi(getDoor, Number.isSafeInteger(doorId) ? { query: { id: doorId } } : null);
  const locks = useUnusedLocks(door.data !== undefined, {
    lockType: door.data?.lockType ?? 0,
    key: door.data?.localAccessKey ?? null,
    name: door.data?.localAccessKeyName ?? null,
  });
  const save = useAction(updateDoor, { success: savedSuccessfully, revalidates: [getDoor, getLocationDoorList] });

  if (door.error)
    return (
      <RecordNotLoaded
        error={door.error}
        noun="door"
        back={
          <LinkButton variant="secondary" href="/locations">
            Back to locations
          </LinkButton>
        }
        onRetry={() => void door.mutate()}
      />
    );
  if (!door.data) return <LoadingState label="Loading the door" />;

  const { id, locationId, concurrencyStamp } = door.data;
  const doorsOfLocation = `/locations/${locationId}/doors`;
  const saveValues = async (values: DoorFormValues) => {
    if (await save({ body: { id, locationId, concurrencyStamp, ...values } })) navigate(doorsOfLocation);
  };
  return (
    <>
      <PageHeader
        title={`Door ${door.data.name}`}
        actions={
          <LinkButton variant="secondary" href={doorsOfLocation}>
            Back to the location's doors
          </LinkButton>
        }
      />
      <Card>
        <DoorForm
          key={concurrencyStamp}
          value={door.data}
          locks={locks.locks}
          isLoadingLocks={locks.isLoading}
          onSave={saveValues}
          onCancel={() => navigate(doorsOfLocation)}
        />
      </Card>
    </>
  );
}
