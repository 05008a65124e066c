import { getAllClients, getClient, getClientList, updateClient } from '@velo/api-client';
import { ClientForm } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';
import type { ClientTabProps } from './clientTabProps.ts';

/** An admin's Details tab: all four details required; a refusal (e.g. someone else's save first) shows the server's message. */
export default function ClientDetailsTab({ client }: ClientTabProps) {
  const save = useAction(updateClient, { success: savedSuccessfully, revalidates: [getClient, getClientList, getAllClients] });
  return (
    <ClientForm
      mode="edit"
      value={client}
      onSave={({ name, contactInformation, accountNumber, organizationEmail }) =>
        save({
          body: {
            id: client.id,
            name,
            contactInformation: contactInformation ?? '',
            accountNumber,
            organizationEmail,
            concurrencyStamp: client.concurrencyStamp,
          },
        })
      }
    />
  );
}
