import { useState } from 'react';
import { deleteGroup, getGroupList, type Group } from '@velo/api-client';
import { ConfirmDialog } from '@velo/design-system';
import { groupDeleted } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/** Deleting a group, asked first; `onDeleted` after it is gone (e.g. back to the list). */
export function useGroupDelete(onDeleted?: () => void) {
  const [asking, setAsking] = useState<Pick<Group, 'id' | 'name'> | null>(null);
  const remove = useAction(deleteGroup, { success: groupDeleted, revalidates: [getGroupList] });

  const dialog = asking && (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && setAsking(null)}
      variant="danger"
      title={`Delete group ${asking.name}?`}
      message="Its members leave it, and the private locations that admit it no longer do. This cannot be undone."
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
