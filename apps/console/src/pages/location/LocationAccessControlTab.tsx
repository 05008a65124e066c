import { getLocation, getLocationGroups, getLocationList, saveLocationAccessControl } from '@velo/api-client';
import { AccessControlForm, Button, EmptyState, LoadingState, type AccessControlValues } from '@velo/design-system';
import { locationToastTimeoutMs, savedSuccessfully } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useClientChoices } from '../../data/clients.ts';
import { useLocationGroupChoices } from '../../data/locationGroups.ts';
import { useAction } from '../../data/useAction.ts';
import type { LocationTabProps } from './locationTabProps.ts';

/**
 * The Access Control tab: who may use the location and when. A client administrator keeps the location
 * with its own client; one with read access sees it without Save.
 */
export default function LocationAccessControlTab({ location }: LocationTabProps) {
  const can = useCan();
  const canChangeClient = can(['edit', 'location']);
  // A client administrator's client list holds its own client: the name shown for the location's client.
  const clients = useClientChoices(true);
  const choices = useLocationGroupChoices(location.id);
  const save = useAction(saveLocationAccessControl, {
    success: savedSuccessfully,
    timeout: locationToastTimeoutMs,
    warnings: ['Location.PricingMissing'],
    revalidates: [getLocation, getLocationList, getLocationGroups],
  });

  if (choices.error)
    return (
      <EmptyState
        title="The groups could not be loaded"
        description={choices.error.message}
        action={<Button onPress={choices.retry}>Try again</Button>}
      />
    );
  if (!choices.groups) return <LoadingState label="Loading the groups" />;

  const saveValues = async (values: AccessControlValues) => {
    await save({ body: { id: location.id, concurrencyStamp: location.concurrencyStamp, ...values } });
  };
  return (
    <AccessControlForm
      value={{ ...location, groupIds: location.userGroupsIds }}
      clients={clients.data?.items ?? []}
      groups={choices.groups}
      canChangeClient={canChangeClient}
      isReadOnly={!can(['edit', 'locationAccessControl'])}
      onSave={saveValues}
    />
  );
}
