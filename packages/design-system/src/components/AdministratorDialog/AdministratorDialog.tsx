import {
  allowedSpecialsHint,
  fieldRequired,
  passwordMaxLength,
  passwordMinLength,
  passwordProblems,
  passwordsDoNotMatch,
  userDetailsProblems,
  userTextMaxLengths,
} from '@velo/domain';
import { useFormSave } from '../Form/index.ts';
import { FormDialog, useResetOnOpen } from '../FormDialog/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

/** A new administrator as the dialog hands it over: who they are, and the password they sign in with. */
export interface NewAdministratorValues {
  userName: string;
  emailAddress: string;
  name: string;
  surname: string;
  password: string;
  repeatPassword: string;
}

type Problems = Partial<Record<keyof NewAdministratorValues, string>>;

const empty: NewAdministratorValues = { userName: '', emailAddress: '', name: '', surname: '', password: '', repeatPassword: '' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the draft breaks: the required fields, the e-mail, the password rule and its repeat. */
export function newAdministratorProblems(draft: NewAdministratorValues): Problems {
  const problems: Problems = userDetailsProblems(draft, { emailRequired: true });
  const passwordLacks = passwordProblems(draft.password);
  if (!draft.password) problems.password = fieldRequired;
  else if (passwordLacks.length) problems.password = `${capitalised(passwordLacks.join('; '))}.`;
  if (!draft.repeatPassword) problems.repeatPassword = fieldRequired;
  else if (draft.repeatPassword !== draft.password) problems.repeatPassword = passwordsDoNotMatch;
  return problems;
}

export interface AdministratorDialogProps {
  /** Where it opens says which: "Create A New Client Administrator", "Create New Client Administrator", "Create New Customer Administrator". */
  title: string;
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape; the caller closes the dialog itself once the save succeeded. */
  onOpenChange(isOpen: boolean): void;
  /** Called only with valid values, texts trimmed; a returned promise keeps the dialog pending while it runs. */
  onSave(values: NewAdministratorValues): void | Promise<unknown>;
  isPending?: boolean;
}

/**
 * A new administrator who signs in to the console: user name, e-mail, name, surname, and a password
 * (the product's rule, with its hint) repeated. Every opening starts empty.
 */
export function AdministratorDialog({ title, isOpen, onOpenChange, onSave, isPending }: AdministratorDialogProps) {
  const form = useFormSave({
    value: null,
    draftOf: () => empty,
    isValid: (draft) => Object.keys(newAdministratorProblems(draft)).length === 0,
    save: (draft) =>
      onSave({
        ...draft,
        userName: draft.userName.trim(),
        emailAddress: draft.emailAddress.trim(),
        name: draft.name.trim(),
        surname: draft.surname.trim(),
      }),
    isPending,
  });
  const problems = form.showErrors ? newAdministratorProblems(form.draft) : {};

  useResetOnOpen(isOpen, () => form.reset(null));

  const field = (
    key: keyof NewAdministratorValues,
    label: string,
    options: { type?: 'email' | 'password'; maxLength: number; description?: string },
  ) => (
    <TextField
      label={label}
      type={options.type ?? 'text'}
      value={form.draft[key]}
      onChange={(typed) => form.change({ [key]: typed })}
      maxLength={options.maxLength}
      description={options.description}
      autoComplete={options.type === 'password' ? 'new-password' : 'off'}
      isRequired
      isInvalid={Boolean(problems[key])}
      errorMessage={problems[key]}
      isDisabled={form.pending}
    />
  );

  return (
    <FormDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isPending={form.pending}
      onSubmit={form.submit}
      formError={form.formError}
    >
      <Stack gap={4}>
        {field('userName', 'User Name', { maxLength: userTextMaxLengths.userName })}
        {field('emailAddress', 'Email Address', { type: 'email', maxLength: userTextMaxLengths.emailAddress })}
        {field('name', 'Name', { maxLength: userTextMaxLengths.name })}
        {field('surname', 'Surname', { maxLength: userTextMaxLengths.surname })}
        {field('password', 'Password', {
          type: 'password',
          maxLength: passwordMaxLength,
          description: `At least ${passwordMinLength} characters: upper- and lower-case letters and a digit or special. ${allowedSpecialsHint}.`,
        })}
        {field('repeatPassword', 'Repeat Password', { type: 'password', maxLength: passwordMaxLength })}
      </Stack>
    </FormDialog>
  );
}
