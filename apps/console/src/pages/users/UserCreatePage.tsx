import { useNavigate } from 'react-router';
import { createUser, getUserList } from '@velo/api-client';
import { Card, PageHeader, UserForm, type UserFormValues } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';
import { newUserBody } from '../../data/users.ts';
import { useUserFormSetup } from './useUserFormSetup.tsx';

/** /users/create: a new staff member (User Details and Password); back to the users once saved. */
export default function UserCreatePage() {
  const navigate = useNavigate();
  const setup = useUserFormSetup(null);
  const create = useAction(createUser, { success: savedSuccessfully, revalidates: [getUserList] });

  const save = async (values: UserFormValues) => {
    if (await create({ body: newUserBody(values, setup.clientId, setup.editor) })) navigate('/users');
  };

  return (
    <>
      <PageHeader title="New User" />
      <Card>
        <UserForm
          value={null}
          onSave={save}
          showRole={setup.choices.showRole}
          showAccessLevel={setup.choices.showAccessLevel}
          clientPicker={setup.clientPicker}
          onCancel={() => navigate('/users')}
        />
      </Card>
    </>
  );
}
