import type { ReactNode } from 'react';
import {
  accessLevel,
  allowedSpecialsHint,
  defaultCurrency,
  formatDateTime,
  gender,
  language,
  passwordMaxLength,
  passwordRules,
  roleId,
  userTextMaxLengths,
} from '@velo/domain';
import { Box } from '../Box/index.ts';
import { Inline } from '../Inline/index.ts';
import { NumberField } from '../NumberField/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import type { UserDraft, UserFormProblems, UserFormUser } from './userFormDraft.ts';

const genderItems = gender.options.map(({ value, label }) => ({ id: value, label }));
const languageItems = language.options.map(({ value, label }) => ({ id: value, label }));
const accessLevelItems = accessLevel.options.map(({ value, label }) => ({ id: value, label }));
const roleItems = roleId.options.map(({ value, label }) => ({ id: value, label }));
const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

interface FieldsProps {
  draft: UserDraft;
  onChange(changes: Partial<UserDraft>): void;
  problems: UserFormProblems;
  isDisabled: boolean;
  isReadOnly: boolean;
}

export interface UserDetailsFieldsProps extends FieldsProps {
  /** The saved user, or null for a new one. */
  user: UserFormUser | null;
  showRole: boolean;
  showAccessLevel: boolean;
  clientPicker?: ReactNode;
}

/** The User Details tab: id, user name and creation time read-only on an edit; the balance of end users only. */
export function UserDetailsFields({
  user,
  draft,
  onChange,
  problems,
  isDisabled,
  isReadOnly,
  showRole,
  showAccessLevel,
  clientPicker,
}: UserDetailsFieldsProps) {
  const text = (
    key: 'userName' | 'name' | 'middlename' | 'surname' | 'emailAddress' | 'phoneNumber',
    label: string,
    options: { type?: 'email' | 'tel'; isRequired?: boolean; readOnly?: boolean } = {},
  ) => (
    <TextField
      label={label}
      type={options.type ?? 'text'}
      value={draft[key]}
      onChange={(typed) => onChange({ [key]: typed })}
      maxLength={userTextMaxLengths[key === 'userName' ? 'userName' : key]}
      isRequired={options.isRequired && !isReadOnly && !options.readOnly}
      isReadOnly={isReadOnly || options.readOnly}
      isDisabled={isDisabled}
      isInvalid={Boolean(problems[key as keyof UserFormProblems])}
      errorMessage={problems[key as keyof UserFormProblems]}
      autoComplete="off"
    />
  );

  return (
    <Stack gap={5}>
      {user && (
        <Inline gap={5} align="start">
          <TextField label="Id" value={String(user.id)} isReadOnly />
          <TextField label="Creation Time" value={formatDateTime(user.creationTime)} isReadOnly />
        </Inline>
      )}
      <Inline gap={5} align="start">
        {text('userName', 'User Name', { isRequired: true, readOnly: user !== null })}
        {text('emailAddress', 'Email Address', { type: 'email', isRequired: user === null || user.isAdmin })}
        {text('phoneNumber', 'Phone Number', { type: 'tel' })}
      </Inline>
      <Inline gap={5} align="start">
        {text('name', 'Name', { isRequired: true })}
        {text('middlename', 'Middle Name')}
        {text('surname', 'Surname', { isRequired: true })}
      </Inline>
      <Inline gap={5} align="start">
        <Select
          label="Gender"
          placeholder="Not set"
          items={genderItems}
          selectedKey={draft.gender}
          onSelectionChange={(key) => gender.has(key) && onChange({ gender: key })}
          isDisabled={isDisabled || isReadOnly}
        />
        <Select
          label="Language"
          items={languageItems}
          selectedKey={draft.languageId}
          onSelectionChange={(key) => language.has(key) && onChange({ languageId: key })}
          isDisabled={isDisabled || isReadOnly}
        />
        {showRole && (
          <Select
            label="Role"
            items={roleItems}
            selectedKey={draft.roleId}
            onSelectionChange={(key) => (key === 1 || key === 4) && onChange({ roleId: key })}
            isDisabled={isDisabled || isReadOnly}
          />
        )}
        {showAccessLevel && (
          <Select
            label="Access Level"
            items={accessLevelItems}
            selectedKey={draft.accessLevel}
            onSelectionChange={(key) => accessLevel.has(key) && onChange({ accessLevel: key })}
            isDisabled={isDisabled || isReadOnly}
          />
        )}
      </Inline>
      <Inline gap={5} align="start">
        {clientPicker}
        {user && !user.isAdmin && (
          <NumberField
            label="Balance"
            description={defaultCurrency}
            formatOptions={money}
            value={draft.fiatBalance}
            onChange={(fiatBalance) => onChange({ fiatBalance: Number.isFinite(fiatBalance) ? fiatBalance : 0 })}
            isReadOnly={isReadOnly}
            isDisabled={isDisabled}
          />
        )}
      </Inline>
    </Stack>
  );
}

export interface UserPasswordFieldsProps extends FieldsProps {
  /** A new user needs a password; an edit keeps the old one when both fields stay empty. */
  isRequired: boolean;
}

/** The Password tab: New Password and Repeat Password, with the rule and its hint. */
export function UserPasswordFields({ draft, onChange, problems, isDisabled, isReadOnly, isRequired }: UserPasswordFieldsProps) {
  const field = (key: 'password' | 'repeatPassword', label: string, description?: string) => (
    <TextField
      label={label}
      type="password"
      value={draft[key]}
      onChange={(typed) => onChange({ [key]: typed })}
      maxLength={passwordMaxLength}
      description={description}
      autoComplete="new-password"
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isDisabled={isDisabled}
      isInvalid={Boolean(problems[key])}
      errorMessage={problems[key]}
    />
  );
  return (
    <Stack gap={5}>
      {field('password', 'New Password', isRequired ? undefined : 'Leave both fields empty to keep the current password.')}
      {field('repeatPassword', 'Repeat Password')}
      <Box as="ul" color="secondary" paddingLeft={5} aria-label="Password rules">
        {passwordRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
        <li>{allowedSpecialsHint}</li>
      </Box>
    </Stack>
  );
}
