import { useState } from 'react';
import { createClientAdministrator, deleteClientAdministrator, getClientAdministrators, getUserList } from '@velo/api-client';
import { AdministratorDialog, AdministratorsTable, Button, Inline, Stack } from '@velo/design-system';
import { savedSuccessfully, userRemoved } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useClientAdministrators } from '../../data/clients.ts';
import { useAction } from '../../data/useAction.ts';
import { useSignedInUser } from '../../session/SessionProvider.tsx';

interface ClientAdministratorsProps {
  clientId: number;
  /** The Add dialog's title where it opens: "Create A New Client Administrator" or "Create New Client Administrator". */
  dialogTitle: string;
}

const changesAdministrators = [getClientAdministrators, getUserList];

/**
 * A client's Administrators tab: ten a page; Add (full access) opens the create dialog, Edit (edit
 * access) links to the user, Delete (full access) asks first and is never on one's own row. With read
 * access nothing but the list.
 */
export function ClientAdministrators({ clientId, dialogTitle }: ClientAdministratorsProps) {
  const can = useCan();
  const me = useSignedInUser();
  const [isAdding, setAdding] = useState(false);
  const administrators = useClientAdministrators(clientId);
  const create = useAction(createClientAdministrator, { success: savedSuccessfully, revalidates: changesAdministrators });
  const remove = useAction(deleteClientAdministrator, { success: userRemoved, revalidates: changesAdministrators });
  const mayAdd = can(['create', 'clientAdministrator']);
  const mayEdit = can(['edit', 'clientAdministrator']);
  const mayDelete = can(['delete', 'clientAdministrator']);

  return (
    <Stack gap={4}>
      {mayAdd && (
        <Inline gap={3} justify="end">
          <Button variant="primary" onPress={() => setAdding(true)}>
            Add
          </Button>
        </Inline>
      )}
      <AdministratorsTable
        rows={administrators.items}
        totalCount={administrators.totalCount}
        page={administrators.page}
        onPageChange={administrators.setPage}
        isLoading={administrators.isLoading}
        error={administrators.error}
        onRetry={administrators.retry}
        currentUserId={me.id}
        isReadOnly={!mayEdit && !mayDelete}
        editHref={mayEdit ? (row) => `/users/${row.id}` : undefined}
        onDelete={
          mayDelete
            ? async (row) => {
                // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
                if ((await remove({ query: { id: row.id } })) === undefined) throw new Error('not deleted');
              }
            : undefined
        }
      />
      {mayAdd && (
        <AdministratorDialog
          title={dialogTitle}
          isOpen={isAdding}
          onOpenChange={setAdding}
          onSave={async (values) => {
            if (await create({ body: { clientId, ...values } })) setAdding(false);
          }}
        />
      )}
    </Stack>
  );
}
