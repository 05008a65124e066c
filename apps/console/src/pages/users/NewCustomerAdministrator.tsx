import { useState } from 'react';
import { createClientAdministrator, getUserList } from '@velo/api-client';
import { AdministratorDialog, Button, type NewAdministratorValues } from '@velo/design-system';
import { administratorDialogTitles, savedSuccessfully } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/** A client administrator's Create new: another administrator of its own client, in the Create New Customer Administrator dialog. */
export function NewCustomerAdministrator({ clientId }: { clientId: number }) {
  const [isOpen, setOpen] = useState(false);
  const create = useAction(createClientAdministrator, { success: savedSuccessfully, revalidates: [getUserList] });

  const save = async (values: NewAdministratorValues) => {
    // undefined: refused, and the toast said why; the dialog stays for a correction.
    if ((await create({ body: { clientId, ...values } })) === undefined) throw new Error('not created');
    setOpen(false);
  };

  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Create new
      </Button>
      <AdministratorDialog title={administratorDialogTitles.users} isOpen={isOpen} onOpenChange={setOpen} onSave={save} />
    </>
  );
}
