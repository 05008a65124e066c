import { useState } from 'react';
import { deleteClient, getAllClients, getClientList, type Client } from '@velo/api-client';
import { ConfirmDialog } from '@velo/design-system';
import { clientDeleted, deleteClientTitle } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/**
 * Deleting a client, asked first ("Delete client {name}"); the server refuses one that still has
 * locations, users or groups and says which (a warning toast). `onDeleted` after it is gone.
 */
export function useClientDelete(onDeleted?: () => void) {
  const [asking, setAsking] = useState<Pick<Client, 'id' | 'name'> | null>(null);
  const remove = useAction(deleteClient, {
    success: clientDeleted,
    warnings: ['Client.InUse'],
    revalidates: [getClientList, getAllClients],
  });

  const dialog = asking && (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && setAsking(null)}
      variant="danger"
      title={deleteClientTitle(asking.name)}
      message="A client that still has locations, users or groups cannot be deleted. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={async () => {
        // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
        if ((await remove({ query: { id: asking.id } })) === undefined) throw new Error('not deleted');
        onDeleted?.();
      }}
    />
  );
  return { ask: setAsking, dialog };
}
