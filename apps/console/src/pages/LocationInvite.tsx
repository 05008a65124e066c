import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { getLocationInviteCode, getLocationList, sendSubscriptionLink } from '@velo/api-client';
import { Button, Dialog, EmptyState, InvitePanel, LoadingState, type LocationRow } from '@velo/design-system';
import { api } from '../api.ts';
import { useApi } from '../data/useApi.ts';

interface LocationInviteProps {
  location: LocationRow;
  onClose: () => void;
}

/** Where the console is served: invite links point at its public invite route. */
const consoleAddress = () => `${window.location.origin}${window.location.pathname}`;

/** A location's invite in a dialog: its code (made by the server when it had none), the link, and the SMS form. */
export default function LocationInvite({ location, onClose }: LocationInviteProps) {
  const { mutate } = useSWRConfig();
  const invite = useApi(getLocationInviteCode, { query: { locationId: location.id } });
  const madeNow = invite.data !== undefined && location.inviteCode === null;
  // A code made just now shows on the list as the invite icon.
  useEffect(() => {
    if (madeNow) void mutate((key) => Array.isArray(key) && key[0] === getLocationList.path);
  }, [madeNow, mutate]);

  const send = async (userPhone: string) => {
    await api.call(sendSubscriptionLink, { body: { locationId: location.id, userPhone } });
  };

  return (
    <Dialog
      title={`Invite to ${location.name}`}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="md"
      actions={<Button onPress={onClose}>Close</Button>}
    >
      {invite.error ? (
        <EmptyState
          title="The invite code could not be loaded"
          description={invite.error.message}
          action={<Button onPress={() => void invite.mutate()}>Try again</Button>}
        />
      ) : invite.data === undefined ? (
        <LoadingState label="Loading the invite code" />
      ) : (
        <InvitePanel code={invite.data} inviteBaseUrl={consoleAddress()} onSend={send} headingLevel={3} />
      )}
    </Dialog>
  );
}
