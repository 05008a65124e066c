import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteModule, type LockerModule } from '@velo/api-client';
import { Button, ConfirmDialog } from '@velo/design-system';
import { moduleDeleted } from '@velo/domain';
import { moduleLists } from '../../data/modules.ts';
import { useAction } from '../../data/useAction.ts';

/** Deleting a module, asked first: its items go with it, the doors made from them stay; then back to the list. */
export function ModuleDelete({ module }: { module: Pick<LockerModule, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const [isAsking, setAsking] = useState(false);
  const remove = useAction(deleteModule, { success: moduleDeleted, revalidates: moduleLists });

  const confirm = async () => {
    // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
    if ((await remove({ query: { id: module.id } })) === undefined) throw new Error('not deleted');
    navigate('/modules');
  };
  return (
    <>
      <Button variant="danger" onPress={() => setAsking(true)}>
        Delete module
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        variant="danger"
        title={`Delete ${module.name}?`}
        message="Its door components go with it; the doors made from them stay at their locations. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={confirm}
      />
    </>
  );
}
