import { allOf, userListFields, type BodyOf, type createUser, type updateUser, type User } from '@velo/api-client';
import { showsAccessLevel, type Role } from '@velo/domain';
import type { UserFormValues } from '@velo/design-system';
import { flagParam, textParam, type FilterValues } from '../lists/listParams.ts';

/** The Users page's filters, by their name in the address: the End users tab and the search box. */
export const userFilters = { endUsers: flagParam, search: textParam };
export type UserFilters = FilterValues<typeof userFilters>;

/** The list call's filterRule: the tab's users (staff or end users), their names, user name or e-mail containing the search. */
export function userFilterRule({ endUsers, search }: UserFilters) {
  return allOf(userListFields, [
    { field: 'IsAdmin', operator: 'equal', value: !endUsers },
    search.trim() !== '' && { field: 'Search', operator: 'contains', value: search.trim() },
  ]);
}

/** Who edits: the signed-in user's role and id. */
export interface UserEditor {
  role: Role;
  id: number;
}

/** What the user form may offer an editor for a user (null: a new one). */
export function userFormChoices(editor: UserEditor, user: Pick<User, 'id' | 'isAdmin'> | null, clientId: number | null) {
  const isAdmin = editor.role === 'admin';
  return {
    /** Only an admin picks staff's role, and only for staff without a client (a client's are its Administrators). */
    showRole: isAdmin && (user === null || user.isAdmin) && clientId === null,
    showAccessLevel: user === null ? true : showsAccessLevel({ role: editor.role, userId: editor.id }, user),
    /** Only an admin moves a user to another client; a client administrator's stays its own. */
    mayChooseClient: isAdmin,
  };
}

/** User/Create's body: a new staff member, of the chosen client or none. */
export function newUserBody(values: UserFormValues, clientId: number | null, editor: UserEditor): BodyOf<typeof createUser> {
  const { password, fiatBalance: _balance, roleId, ...details } = values;
  const choices = userFormChoices(editor, null, clientId);
  return {
    ...details,
    emailAddress: details.emailAddress ?? '',
    password: password ?? '',
    isAdmin: true,
    clientId,
    ...(choices.showRole ? { roleId } : {}),
  };
}

/**
 * User/Update's body: what the form showed the editor and it may change, with the version it read; the
 * rest is left out, so it keeps its value (a client administrator never sends a client, a role or a balance).
 */
export function userUpdateBody(
  values: UserFormValues,
  user: User,
  clientId: number | null,
  editor: UserEditor,
): BodyOf<typeof updateUser> {
  const choices = userFormChoices(editor, user, clientId);
  const isAdmin = editor.role === 'admin';
  return {
    id: user.id,
    concurrencyStamp: user.concurrencyStamp,
    name: values.name,
    middlename: values.middlename,
    surname: values.surname,
    emailAddress: values.emailAddress,
    phoneNumber: values.phoneNumber,
    gender: values.gender,
    languageId: values.languageId,
    ...(choices.showAccessLevel ? { accessLevel: values.accessLevel } : {}),
    ...(choices.showRole ? { roleId: values.roleId } : {}),
    ...(isAdmin ? { clientId } : {}),
    ...(isAdmin && !user.isAdmin ? { fiatBalance: values.fiatBalance } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}
