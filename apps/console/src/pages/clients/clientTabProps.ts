import type { ClientDetails } from '@velo/api-client';

// Apart from the tab table, so that no tab imports the table that loads it.
/** What a client's page (Clients or Client Info) gives each of its tabs. */
export interface ClientTabProps {
  client: ClientDetails;
}
