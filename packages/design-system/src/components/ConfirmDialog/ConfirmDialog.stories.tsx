import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from '../Switch/index.ts';
import { ConfirmDialog, confirmDialogVariants } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Activate location?',
    message: 'Storo becomes visible to cyclists and can take bookings.',
    confirmLabel: 'Activate',
  },
  argTypes: { variant: { control: 'inline-radio', options: confirmDialogVariants } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Activate location?' });
    await expect(dialog).toHaveTextContent('Storo becomes visible to cyclists');
    const confirm = within(dialog).getByRole('button', { name: 'Activate' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Delete location?',
    message: 'Storo and its doors are removed. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Delete location?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PendingWhileConfirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Activate' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(confirm).not.toHaveAttribute('data-pending');
  },
};

export const FailedConfirmStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Network error'))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Activate' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** The pattern for switches that ask first: the switch changes only once the change is confirmed. */
function ConfirmedSwitch() {
  const [isActive, setActive] = useState(false);
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Switch isSelected={isActive} onChange={() => setAsking(true)}>
        Active
      </Switch>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title={isActive ? 'Deactivate location?' : 'Activate location?'}
        message={isActive ? 'Cyclists can no longer book Storo.' : 'Storo becomes visible to cyclists.'}
        confirmLabel={isActive ? 'Deactivate' : 'Activate'}
        variant={isActive ? 'danger' : 'primary'}
        onConfirm={() => setActive(!isActive)}
      />
    </>
  );
}

export const SwitchThatAsksFirst: Story = {
  render: () => <ConfirmedSwitch />,
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const control = within(canvasElement).getByRole('switch', { name: 'Active' });

    await userEvent.click(within(canvasElement).getByText('Active'));
    let dialog = await body.findByRole('alertdialog', { name: 'Activate location?' });
    await expect(control).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(control).not.toBeChecked();

    await userEvent.click(within(canvasElement).getByText('Active'));
    dialog = await body.findByRole('alertdialog', { name: 'Activate location?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(control).toBeChecked();
  },
};
