import { allOf, userListFields, type Client, type ListRequest, type LocationSummary, type User } from '@velo/api-client';
import type { RecordPickerItem } from '@velo/design-system';
import { fullName } from '@velo/domain';

/** How many users a search shows: typing narrows them. */
export const userSearchPageSize = 50;

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

/** Users as a picker lists them: by full name, with the e-mail address (or the user name) that tells two of a name apart. */
export function userItem(user: User): RecordPickerItem {
  return { id: user.id, name: fullName(user), description: user.emailAddress ?? user.userName };
}

/**
 * The users list request of a search: staff or end users, the newest first (the users' index), those whose
 * user name, names or e-mail address contain the text (the server's Search field) when one is typed.
 */
export function userSearchRequest(text: string, isAdmin: boolean): ListRequest {
  const search = text.trim();
  return {
    skipCount: 0,
    maxResultCount: userSearchPageSize,
    filterRule: allOf(userListFields, [
      { field: 'IsAdmin', operator: 'equal', value: isAdmin },
      search !== '' && { field: 'Search', operator: 'contains', value: search },
    ]),
  };
}
