import { useEffect, useMemo } from 'react';
import { RecordPicker } from '@velo/design-system';
import { useCan } from '../access/useCan.ts';
import { useClientChoices } from '../data/clients.ts';
import { useSignedInUser } from '../session/SessionProvider.tsx';
import { clientItems } from './pickerItems.ts';
import { pickedId, type PickerProps } from './pickerProps.ts';

/**
 * A client organisation, typed or chosen from all of them (loaded once: there are at most a few thousand).
 * Whoever may not list clients (a client administrator) has its own client, fixed: shown, not changed.
 */
export function ClientPicker({ value, onChange, label = 'Client', isDisabled, ...field }: PickerProps) {
  const mayChoose = useCan()(['list', 'client']);
  const ownClientId = useSignedInUser().clientId;
  const clients = useClientChoices(true);
  const items = useMemo(() => clientItems(clients.data?.items ?? []), [clients.data]);
  const shown = mayChoose ? value : ownClientId;

  // The form holds the client it shows: a fixed client replaces whatever it was given.
  useEffect(() => {
    if (!mayChoose && value !== ownClientId) onChange(ownClientId);
  }, [mayChoose, value, ownClientId, onChange]);

  return (
    <RecordPicker
      {...field}
      label={label}
      items={items}
      selectedKey={shown}
      onSelectionChange={(key) => onChange(pickedId(key))}
      isLoading={clients.isLoading}
      loadError={clients.error ? 'The clients could not be loaded.' : null}
      isDisabled={isDisabled || !mayChoose}
    />
  );
}
