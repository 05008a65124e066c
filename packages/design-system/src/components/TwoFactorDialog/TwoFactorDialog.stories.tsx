import type { Meta, StoryObj } from '@storybook/react-vite';
import { codeSendFailed, codeSent, resendSuccessDelayMs } from '@velo/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorDialog } from './TwoFactorDialog.tsx';

const meta = {
  title: 'Sign-in/TwoFactorDialog',
  component: TwoFactorDialog,
  args: {
    isOpen: true,
    provider: 1,
    error: null,
    onProviderChange: fn(),
    onResend: fn(() => Promise.resolve()),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TwoFactorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Two-factor verification' });

export const ConfirmWaitsForAllDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByText('We sent a 4-digit code by SMS.')).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();

    await userEvent.click(dialog.getAllByRole('textbox')[0]!);
    await userEvent.keyboard('123');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('4');
    await expect(confirm).toBeEnabled();

    await userEvent.click(dialog.getByText('Remember this browser for 30 days'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('1234', true);
  },
};

export const EnterConfirms: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getAllByRole('textbox')[0]!);
    await userEvent.keyboard('987');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('6{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('9876', false);
  },
};

export const PendingWhileConfirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getAllByRole('textbox')[0]!);
    await userEvent.keyboard('1234');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
  },
};

export const ResendSucceedsAfterTwoSeconds: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    const resend = dialog.getByRole('button', { name: 'Resend code' });
    const pressed = Date.now();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(resend).toHaveAttribute('data-pending', 'true');
    await expect(dialog.queryByText(codeSent)).not.toBeInTheDocument();

    const status = await dialog.findByText(codeSent, {}, { timeout: resendSuccessDelayMs + 1000 });
    await expect(Date.now() - pressed).toBeGreaterThanOrEqual(resendSuccessDelayMs - 50);
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(resend).not.toHaveAttribute('data-pending');
  },
};

export const ResendFails: Story = {
  args: { onResend: fn(() => Promise.reject(new Error('SMS gateway down'))) },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Resend code' }));
    await expect(await dialog.findByText(codeSendFailed, {}, { timeout: resendSuccessDelayMs + 1000 })).toBeInTheDocument();
    await expect(dialog.queryByText(codeSent)).not.toBeInTheDocument();
  },
};

export const SwitchProvider: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    const choice = dialog.getByRole('radiogroup', { name: 'Send the code by' });
    await expect(within(choice).getByRole('radio', { name: 'SMS' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'E-mail' }));
    await expect(args.onProviderChange).toHaveBeenCalledWith(2);
  },
};

export const ByEmail: Story = {
  args: { provider: 2 },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByText('We sent a 4-digit code by e-mail.')).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  },
};

export const ServerError: Story = {
  args: { error: 'Invalid verification code.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Invalid verification code.');
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};
