import { getAllClients, getClient, updateClient } from '@velo/api-client';
import { ClientForm } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useAction } from '../../data/useAction.ts';
import type { ClientTabProps } from '../clients/clientTabProps.ts';

/**
 * Client Info's Details: the name and contact information, saved with edit access (the account number
 * and e-mail go back as read: they are the admin's to change); with read access, read-only and no Save.
 * The server's refusal is shown, never a success it did not give.
 */
export default function ClientInfoDetailsTab({ client }: ClientTabProps) {
  const mayEdit = useCan()(['edit', 'clientInfo']);
  const save = useAction(updateClient, { success: savedSuccessfully, revalidates: [getClient, getAllClients] });
  return (
    <ClientForm
      mode="info"
      value={client}
      isReadOnly={!mayEdit}
      onSave={({ name, contactInformation }) =>
        save({
          body: {
            id: client.id,
            name,
            contactInformation: contactInformation ?? '',
            accountNumber: client.accountNumber,
            organizationEmail: client.organizationEmail,
            concurrencyStamp: client.concurrencyStamp,
          },
        })
      }
    />
  );
}
