import {
  clientDraftProblems,
  clientFormFields,
  clientTextMaxLengths,
  isClientFieldRequired,
  type ClientDraft,
  type ClientFormMode,
} from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

export const clientFormModes = ['create', 'edit', 'info'] as const satisfies readonly ClientFormMode[];

/** A client organisation as the form shows and saves it; the API's client has all of it. Empty texts are null. */
export interface ClientFormValues {
  name: string;
  accountNumber: string | null;
  organizationEmail: string | null;
  contactInformation: string | null;
}

export interface ClientFormProps {
  /**
   * `create`: name and organisation e-mail required; `edit`: all four required; `info` (Client Info): only
   * name and contact information, both required.
   */
  mode: ClientFormMode;
  /** The saved client; null for a new one. */
  value: ClientFormValues | null;
  /** Called only with valid values (the form's fields); a returned promise keeps Save pending while it runs. */
  onSave(values: ClientFormValues): void | Promise<unknown>;
  isPending?: boolean;
  /** Shows the details without Save, every field read-only (read access). */
  isReadOnly?: boolean;
  saveLabel?: string;
  /** Adds a Cancel button before Save, e.g. back to the list. */
  onCancel?: () => void;
}

const labels: Record<keyof ClientDraft, string> = {
  name: 'Name',
  accountNumber: 'Account Number',
  organizationEmail: 'Organization Email',
  contactInformation: 'Contact Information',
};

function draftOf(value: ClientFormValues | null): ClientDraft {
  return {
    name: value?.name ?? '',
    accountNumber: value?.accountNumber ?? '',
    organizationEmail: value?.organizationEmail ?? '',
    contactInformation: value?.contactInformation ?? '',
  };
}

/**
 * A client's details. Which fields show and which are required depends on `mode` (domain's
 * clientDraftProblems); Save with a broken rule shows it under the field and "Form is not valid. Please
 * check for errors", without calling onSave.
 */
export function ClientForm({
  mode,
  value,
  onSave,
  isPending = false,
  isReadOnly = false,
  saveLabel = 'Save',
  onCancel,
}: ClientFormProps) {
  const fields = clientFormFields[mode];
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Object.keys(clientDraftProblems(mode, draft)).length === 0,
    save: (draft) => {
      const text = (field: keyof ClientDraft) => draft[field].trim() || null;
      return onSave({
        name: draft.name.trim(),
        accountNumber: text('accountNumber'),
        organizationEmail: text('organizationEmail'),
        contactInformation: text('contactInformation'),
      });
    },
    isPending,
    isReadOnly,
  });
  const problems = form.showErrors ? clientDraftProblems(mode, form.draft) : {};

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <Stack gap={5}>
        {fields.map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            type={field === 'organizationEmail' ? 'email' : 'text'}
            value={form.draft[field]}
            onChange={(typed) => form.change({ [field]: typed })}
            maxLength={clientTextMaxLengths[field]}
            isRequired={!isReadOnly && isClientFieldRequired(mode, field)}
            isInvalid={Boolean(problems[field])}
            errorMessage={problems[field]}
            isReadOnly={isReadOnly}
            isDisabled={form.pending}
          />
        ))}
        {!isReadOnly && (
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
        )}
      </Stack>
    </Form>
  );
}
