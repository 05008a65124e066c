import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SuspendDialog } from './SuspendDialog.tsx';

const meta = {
  title: 'Users/SuspendDialog',
  component: SuspendDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    userName: 'Nora Hansen',
    isSuspended: false,
    onConfirm: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof SuspendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An active user: the dialog suspends, with the reason typed (trimmed). */
export const Suspend: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Suspend Nora Hansen' }));
    await expect(dialog.getByText(/can no longer sign in/)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '  Unpaid orders  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Unpaid orders');
  },
};

/** A suspended user: the primary button reads Activate; no reason is sent as null. */
export const Activate: Story = {
  args: { isSuspended: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Activate Nora Hansen' }));
    await expect(dialog.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(null);
  },
};

/** While the change runs, the dialog cannot be left and its button shows it is busy. */
export const Loading: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Suspend/ })).toHaveAttribute('data-pending', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
  },
};

/** A refused change (the caller's toast says why) keeps the dialog and its reason for another try. */
export const KeptOpenWhenRefused: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('User.SuspendSelf'))) },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Test');
    const suspend = dialog.getByRole('button', { name: 'Suspend' });
    await userEvent.click(suspend);
    await waitFor(() => expect(suspend).not.toHaveAttribute('data-pending'));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Test');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
