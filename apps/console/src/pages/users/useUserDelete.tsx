import { useState } from 'react';
import { deleteUser, getUser, getUserList, type User } from '@velo/api-client';
import { ConfirmDialog } from '@velo/design-system';
import { fullName, userRemoved } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/**
 * Deleting a user, asked first ("Delete user {name}?"): `ask` opens the question, `dialog` is to be
 * rendered; `onDeleted` runs once the user is gone. A refusal's toast says why and the dialog stays.
 */
export function useUserDelete(onDeleted?: () => void) {
  const [asked, setAsked] = useState<Pick<User, 'id' | 'name' | 'middlename' | 'surname'> | null>(null);
  const remove = useAction(deleteUser, { success: userRemoved, revalidates: [getUserList, getUser] });

  const confirm = async () => {
    if (!asked) return;
    // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
    if ((await remove({ query: { id: asked.id } })) === undefined) throw new Error('not deleted');
    onDeleted?.();
  };

  const dialog = asked && (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && setAsked(null)}
      variant="danger"
      title={`Delete user ${fullName(asked)}?`}
      message="The user can no longer sign in. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
  return { ask: setAsked, dialog };
}
