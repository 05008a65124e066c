import { useState } from 'react';
import {
  allowedSpecialsHint,
  changePasswordProblems,
  currentPasswordIncorrect,
  passwordMaxLength,
  passwordRules,
  type ChangePasswordDraft,
} from '@velo/domain';
import { Box } from '../Box/index.ts';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { narrow } from './ChangePasswordForm.css.ts';

/** How a change went: saved (the form empties), refused for a wrong current password, or failed otherwise (the caller said why). */
export type ChangePasswordOutcome = 'saved' | 'currentPasswordIncorrect' | 'failed';

export interface ChangePasswordFormProps {
  /** Called only when the draft follows the rules; what it settles with decides what the form shows. */
  onSave(values: { currentPassword: string; newPassword: string }): Promise<ChangePasswordOutcome>;
}

const empty: ChangePasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };
const labels: Record<keyof ChangePasswordDraft, string> = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
};
const autoComplete: Record<keyof ChangePasswordDraft, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * Current, new and confirm password. Save checks the rules first (each problem under its field); a
 * wrong current password, once the server said so, shows "Current password is incorrect" under it
 * until it is typed again. A saved change empties the form.
 */
export function ChangePasswordForm({ onSave }: ChangePasswordFormProps) {
  // A new (empty) value after a save resets the draft.
  const [cleared, setCleared] = useState<ChangePasswordDraft | null>(null);
  const [currentRefused, setCurrentRefused] = useState(false);
  const form = useFormSave<ChangePasswordDraft, ChangePasswordDraft>({
    value: cleared,
    draftOf: () => empty,
    isValid: (draft) => Object.keys(changePasswordProblems(draft)).length === 0,
    save: async (draft) => {
      const outcome = await onSave({ currentPassword: draft.currentPassword, newPassword: draft.newPassword });
      if (outcome === 'saved') setCleared({ ...empty });
      setCurrentRefused(outcome === 'currentPasswordIncorrect');
    },
  });
  const problems = form.showErrors ? changePasswordProblems(form.draft) : {};
  if (currentRefused && !problems.currentPassword) problems.currentPassword = currentPasswordIncorrect;

  const field = (key: keyof ChangePasswordDraft) => (
    <TextField
      label={labels[key]}
      type="password"
      value={form.draft[key]}
      onChange={(typed) => {
        if (key === 'currentPassword') setCurrentRefused(false);
        form.change({ [key]: typed });
      }}
      maxLength={passwordMaxLength}
      autoComplete={autoComplete[key]}
      isRequired
      isInvalid={Boolean(problems[key])}
      errorMessage={problems[key]}
      isDisabled={form.pending}
    />
  );

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError} className={narrow}>
      <Stack gap={5}>
        {field('currentPassword')}
        {field('newPassword')}
        {field('confirmPassword')}
        <Box as="ul" color="secondary" paddingLeft={5} aria-label="Password rules">
          {passwordRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>{allowedSpecialsHint}</li>
        </Box>
        <Inline gap={3} justify="end">
          <Button type="submit" variant="primary" isPending={form.pending}>
            Change password
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
