import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm, type ChangePasswordOutcome } from './ChangePasswordForm.tsx';

const answering = (outcome: ChangePasswordOutcome) => fn(async () => outcome);

const meta = {
  title: 'Settings/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSave: answering('saved') },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByLabelText(new RegExp(`^${name}`));
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm = next) {
  for (const [name, typed] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm Password', confirm],
  ] as const) {
    await userEvent.clear(field(canvasElement, name));
    if (typed) await userEvent.type(field(canvasElement, name), typed);
  }
}

/** A change that follows the rules goes to the server, and the form empties once it is saved. */
export const Saves: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Password rules' })).toHaveTextContent(
      'Allowed specials are !@#$&',
    );
    await fill(canvasElement, 'Demo1234!', 'Better5678#');
    await save(canvasElement);
    await expect(args.onSave).toHaveBeenCalledWith({ currentPassword: 'Demo1234!', newPassword: 'Better5678#' });
    await waitFor(() => expect(field(canvasElement, 'Current Password')).toHaveValue(''));
    await expect(field(canvasElement, 'New Password')).toHaveValue('');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    await save(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    for (const name of ['Current Password', 'New Password', 'Confirm Password']) {
      await expect(field(canvasElement, name)).toHaveAccessibleDescription('This field is required');
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Each rule of the new password, one at a time, then the confirmation. */
export const Rules: Story = {
  play: async ({ args, canvasElement }) => {
    const rules: Array<[string, string]> = [
      ['Ab1!', 'Must be at least 8 characters long.'],
      ['Better 5678', 'May hold only letters, digits and . # $ ! * @ &.'],
      ['better5678', 'Needs an upper-case and a lower-case letter.'],
      ['BetterPassword', 'Needs a digit or one of . # $ ! * @ &.'],
    ];
    for (const [typed, message] of rules) {
      await fill(canvasElement, 'Demo1234!', typed);
      await save(canvasElement);
      await expect(field(canvasElement, 'New Password')).toHaveAccessibleDescription(message);
    }
    await fill(canvasElement, 'Demo1234!', 'Better5678#', 'Better5678$');
    await save(canvasElement);
    await expect(field(canvasElement, 'Confirm Password')).toHaveAccessibleDescription('New & confirm passwords do not match');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's "Identity.Password mismatch" comes back as a field error on the current password, gone once it is typed again. */
export const CurrentPasswordIncorrect: Story = {
  args: { onSave: answering('currentPasswordIncorrect') },
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, 'Wrong1234!', 'Better5678#');
    await save(canvasElement);
    await expect(args.onSave).toHaveBeenCalled();
    await waitFor(() =>
      expect(field(canvasElement, 'Current Password')).toHaveAccessibleDescription('Current password is incorrect'),
    );
    await expect(field(canvasElement, 'New Password')).toHaveValue('Better5678#');
    await userEvent.type(field(canvasElement, 'Current Password'), 'x');
    await expect(field(canvasElement, 'Current Password')).not.toHaveAttribute('aria-invalid');
  },
};

/** Any other failure was reported by the caller (a snackbar): the draft stays for a retry. */
export const Failed: Story = {
  args: { onSave: answering('failed') },
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, 'Demo1234!', 'Better5678#');
    await save(canvasElement);
    await expect(args.onSave).toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Change password' })).toBeEnabled());
    await expect(field(canvasElement, 'Current Password')).toHaveValue('Demo1234!');
    await expect(field(canvasElement, 'Current Password')).not.toHaveAttribute('aria-invalid');
  },
};
