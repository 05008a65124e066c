import { useEffect, useMemo } from 'react';
import { getListAllLocations } from '@velo/api-client';
import { RecordPicker } from '@velo/design-system';
import { useApi } from '../data/useApi.ts';
import { locationItems } from './pickerItems.ts';
import { pickedId, type PickerProps } from './pickerProps.ts';

export interface LocationPickerProps extends PickerProps {
  /** Lists only this client's locations; a chosen location of another client is let go. */
  clientId?: number | null;
}

/**
 * A location, typed or chosen from all those the user may see (loaded once; the server keeps a client
 * administrator's to its own client's).
 */
export function LocationPicker({ value, onChange, clientId, label = 'Location', ...field }: LocationPickerProps) {
  const locations = useApi(getListAllLocations, {});
  const items = useMemo(() => locationItems(locations.data ?? [], clientId), [locations.data, clientId]);
  const isListed = value === null || items.some((item) => item.id === value);

  useEffect(() => {
    if (locations.data && clientId != null && !isListed) onChange(null);
  }, [locations.data, clientId, isListed, onChange]);

  return (
    <RecordPicker
      {...field}
      label={label}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => onChange(pickedId(key))}
      isLoading={locations.isLoading}
      loadError={locations.error ? 'The locations could not be loaded.' : null}
    />
  );
}
