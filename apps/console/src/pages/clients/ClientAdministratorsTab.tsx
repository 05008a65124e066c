import { administratorDialogTitles } from '@velo/domain';
import { ClientAdministrators } from './ClientAdministrators.tsx';
import type { ClientTabProps } from './clientTabProps.ts';

/** /clients/{id}/administrators: an admin sees the client's users; Add opens "Create A New Client Administrator". */
export default function ClientAdministratorsTab({ client }: ClientTabProps) {
  return <ClientAdministrators clientId={client.id} dialogTitle={administratorDialogTitles.client} />;
}
