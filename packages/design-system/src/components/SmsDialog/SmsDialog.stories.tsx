import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsDialog } from './SmsDialog.tsx';

const meta = {
  title: 'Users/SmsDialog',
  component: SmsDialog,
  args: { isOpen: true, onOpenChange: fn(), userName: 'Nora Hansen', onSend: fn(() => Promise.resolve()) },
} satisfies Meta<typeof SmsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Sends the message typed, trimmed. */
export const Send: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Send SMS to Nora Hansen' }));
    const message = dialog.getByRole('textbox', { name: /Message/ });
    await expect(message).toHaveFocus();
    await userEvent.type(message, ' Your locker at Bryggen is ready. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Your locker at Bryggen is ready.');
  },
};

/** The message is required: Send without one says so and sends nothing. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Message/ }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('This field is required');
  },
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Send/ })).toHaveAttribute('data-pending', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
