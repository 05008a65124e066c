import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { PasswordResetSteps } from './PasswordResetSteps.tsx';

const meta = {
  title: 'Public/PasswordResetSteps',
  component: PasswordResetSteps,
  args: {
    onSendCode: fn(async () => {}),
    onCheckCode: fn(async () => {}),
    onChangePassword: fn(async () => {}),
    onCancel: fn(),
    loginHref: '#/login',
  },
  // A phone's width (390 px) inside the public pages' frame.
  render: (args) => (
    <div style={{ width: 390 }}>
      <AuthLayout>
        <PasswordResetSteps {...args} />
      </AuthLayout>
    </div>
  ),
} satisfies Meta<typeof PasswordResetSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, then not an address, then an address: only the last is sent, and the code step names it. */
export const Email: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const send = canvas.getByRole('button', { name: 'Reset password' });
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription('This field is required');
    await userEvent.type(email, 'kari@example');
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(email, '.no');
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalledWith('kari@example.no');
    await expect(await canvas.findByText(/We sent a reset code to kari@example\.no/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check reset code' })).toBeVisible();
  },
};

/** The code is required; a good one moves on to the new password. */
export const Code: Story = {
  args: { initialStep: 'code', initialEmail: 'kari@example.no' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Reset code' });
    await userEvent.click(canvas.getByRole('button', { name: 'Check reset code' }));
    await expect(code).toHaveAccessibleDescription('This field is required');
    await userEvent.type(code, 'ABCDE23456');
    await userEvent.click(canvas.getByRole('button', { name: 'Check reset code' }));
    await expect(args.onCheckCode).toHaveBeenCalledWith('ABCDE23456');
    await expect(await canvas.findByRole('heading', { name: 'Change password' })).toBeVisible();
  },
};

/** A refused code stays on the step. */
export const CodeRefused: Story = {
  args: { initialStep: 'code', initialEmail: 'kari@example.no', onCheckCode: fn(async () => Promise.reject(new Error('no'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reset code' }), 'WRONGCODE2');
    await userEvent.click(canvas.getByRole('button', { name: 'Check reset code' }));
    await expect(args.onCheckCode).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Check reset code' })).toBeEnabled());
    await expect(canvas.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  },
};

/** Each message of the new password in turn: required on blur, fill in all, not valid, no match; then it is sent. */
export const NewPassword: Story = {
  args: { initialStep: 'password' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const password = canvas.getByLabelText('New Password');
    const repeat = canvas.getByLabelText('Repeat Password');
    const change = canvas.getByRole('button', { name: 'Change password' });
    await step('the rules in a tooltip', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Password rules' }));
      await expect(await body.findByRole('tooltip')).toHaveTextContent('At least 8 characters');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    });
    await step('a field left empty is required', async () => {
      await userEvent.click(password);
      await userEvent.tab();
      await expect(password).toHaveAccessibleDescription('This field is required');
    });
    await step('a submit with an empty field asks for all of them', async () => {
      await userEvent.click(change);
      await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
      await expect(repeat).toHaveAccessibleDescription('This field is required');
    });
    await step('a password against the rules', async () => {
      await userEvent.type(password, 'short');
      await userEvent.type(repeat, 'short');
      await userEvent.click(change);
      await expect(password).toHaveAccessibleDescription('New password is not valid');
    });
    await step('a repeat that differs', async () => {
      await userEvent.clear(password);
      await userEvent.type(password, 'Fresh#Start9');
      await userEvent.click(change);
      await expect(repeat).toHaveAccessibleDescription('Repeated password does not match the new password');
      await expect(args.onChangePassword).not.toHaveBeenCalled();
    });
    await step('both right: sent, and the success step links to sign-in', async () => {
      await userEvent.clear(repeat);
      await userEvent.type(repeat, 'Fresh#Start9');
      await userEvent.click(change);
      await expect(args.onChangePassword).toHaveBeenCalledWith('Fresh#Start9');
      await expect(await canvas.findByRole('heading', { name: 'Password successfully changed!' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Click here to go to login' })).toHaveAttribute('href', '#/login');
    });
  },
};

export const Cancel: Story = {
  args: { initialStep: 'password' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
