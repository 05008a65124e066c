import { getUser, getUserList, updateUser } from '@velo/api-client';
import { Card, UserForm, type UserFormValues } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useAction } from '../../data/useAction.ts';
import { userUpdateBody } from '../../data/users.ts';
import { useUserFormSetup } from './useUserFormSetup.tsx';
import type { UserTabProps } from './userTabProps.ts';

/** User Details: the user's form, saved with the version read (a stale one is refused and reloaded). */
export default function UserDetailsTab({ user }: UserTabProps) {
  const setup = useUserFormSetup(user);
  const canEdit = useCan()(['edit', 'clientAdministrator']);
  const save = useAction(updateUser, { success: savedSuccessfully, revalidates: [getUser, getUserList] });

  return (
    <Card>
      <UserForm
        value={user}
        onSave={(values: UserFormValues) => save({ body: userUpdateBody(values, user, setup.clientId, setup.editor) })}
        canEdit={canEdit}
        showRole={setup.choices.showRole}
        showAccessLevel={setup.choices.showAccessLevel}
        clientPicker={setup.clientPicker}
      />
    </Card>
  );
}
