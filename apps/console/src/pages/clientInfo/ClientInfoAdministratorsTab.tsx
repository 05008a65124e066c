import { administratorDialogTitles } from '@velo/domain';
import { ClientAdministrators } from '../clients/ClientAdministrators.tsx';
import type { ClientTabProps } from '../clients/clientTabProps.ts';

/** /client-info/administrators: the client's own administrators; Add opens "Create New Client Administrator". */
export default function ClientInfoAdministratorsTab({ client }: ClientTabProps) {
  return <ClientAdministrators clientId={client.id} dialogTitle={administratorDialogTitles.clientInfo} />;
}
