import { LocationSummary } from '@velo/design-system';
import { useClientChoices } from '../../data/clients.ts';
import type { LocationTabProps } from './locationTabProps.ts';

/** The Summary tab: the location's facts and its client, or that it has none. */
export default function LocationSummaryTab({ location }: LocationTabProps) {
  const clients = useClientChoices(location.clientId !== null);
  const client = clients.data?.items.find(({ id }) => id === location.clientId) ?? null;
  return <LocationSummary location={location} client={client} />;
}
