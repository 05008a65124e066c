import { useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { Tab, TabLabel, TabList, TabPanel, Tabs } from '../Tabs/index.ts';
import { UserDetailsFields, UserPasswordFields } from './UserFormFields.tsx';
import {
  draftOf,
  problemsOf,
  tabOfField,
  userFormTabs,
  valuesOf,
  type UserFormProblems,
  type UserFormTab,
  type UserFormUser,
  type UserFormValues,
} from './userFormDraft.ts';

export type { StaffRoleId, UserFormUser, UserFormValues } from './userFormDraft.ts';

const tabLabels: Record<UserFormTab, string> = { details: 'User Details', password: 'Password' };

export interface UserFormProps {
  /** The saved user, or null for a new one. */
  value: UserFormUser | null;
  /** Called only with valid values; a returned promise keeps the form pending while it runs. */
  onSave(values: UserFormValues): void | Promise<unknown>;
  isPending?: boolean;
  /** Without edit access every field is read-only and there is no Save. */
  canEdit?: boolean;
  /** The Role choice (Administrator or Support): an admin making staff without a client. */
  showRole?: boolean;
  /** The Access Level choice: staff seen by an admin, or another administrator seen by a client administrator. */
  showAccessLevel?: boolean;
  /** The client choice the caller fills (a picker that knows who may choose what). */
  clientPicker?: ReactNode;
  saveLabel?: string;
  onCancel?(): void;
}

/**
 * A user's form on two tabs. User Details: id, user name and creation time (read-only on an edit),
 * names, e-mail, phone, gender, language, and as the caller allows role, access level, client and an
 * end user's balance. Password: New Password and Repeat Password under the product's rule, required
 * for a new user. Save checks the rules: a broken one shows under its field, turns its tab red and
 * shows "Form is not valid. Please check for errors" without calling onSave.
 */
export function UserForm({
  value,
  onSave,
  isPending = false,
  canEdit = true,
  showRole = false,
  showAccessLevel = false,
  clientPicker,
  saveLabel = 'Save',
  onCancel,
}: UserFormProps) {
  const [tab, setTab] = useState<UserFormTab>('details');
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Object.keys(problemsOf(draft, value)).length === 0,
    save: (draft) => onSave(valuesOf(draft)),
    isPending,
    isReadOnly: !canEdit,
    // Show a tab with a problem when the one in view has none, so its message is seen.
    onRefused: (draft) => {
      const tabs = Object.keys(problemsOf(draft, value)).map((field) => tabOfField[field as keyof UserFormProblems]);
      if (!tabs.includes(tab)) setTab(tabs[0]!);
    },
    onReset: () => setTab('details'),
  });
  const problems = form.showErrors ? problemsOf(form.draft, value) : {};
  const hasProblem = (inTab: UserFormTab) =>
    Object.keys(problems).some((field) => tabOfField[field as keyof UserFormProblems] === inTab);
  const fields = { draft: form.draft, onChange: form.change, problems, isDisabled: form.pending, isReadOnly: !canEdit };

  const details = (
    <UserDetailsFields
      {...fields}
      user={value}
      showRole={showRole}
      showAccessLevel={showAccessLevel}
      clientPicker={clientPicker}
    />
  );
  // Read-only, the details are all there is: no tabs around them.
  if (!canEdit) return details;

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as UserFormTab)}>
        <TabList aria-label="User">
          {userFormTabs.map((each) => (
            <Tab key={each} id={each}>
              <TabLabel hasProblem={hasProblem(each)}>{tabLabels[each]}</TabLabel>
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details">{details}</TabPanel>
        <TabPanel id="password">
          <UserPasswordFields {...fields} isRequired={value === null} />
        </TabPanel>
      </Tabs>
      <Inline gap={3} justify="end">
        {onCancel && (
          <Button onPress={onCancel} isDisabled={form.pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" isPending={form.pending}>
          {saveLabel}
        </Button>
      </Inline>
    </Form>
  );
}
