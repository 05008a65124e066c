import type { Client, LocationSummary } from '@velo/api-client';
import type { RecordPickerItem } from '@velo/design-system';

/** Clients as a picker lists them: by name, with their organisation's e-mail. */
export function clientItems(clients: readonly Client[]): RecordPickerItem[] {
  return clients.map(({ id, name, organizationEmail }) => ({ id, name, description: organizationEmail ?? undefined }));
}

/** Locations as a picker lists them, a client's only when one is given. */
export function locationItems(locations: readonly LocationSummary[], clientId: number | null | undefined): RecordPickerItem[] {
  return locations
    .filter((location) => clientId === undefined || clientId === null || location.clientId === clientId)
    .map(({ id, name }) => ({ id, name }));
}
