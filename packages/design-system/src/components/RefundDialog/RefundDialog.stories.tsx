import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RefundDialog } from './RefundDialog.tsx';

const meta = {
  title: 'Domain/RefundDialog',
  component: RefundDialog,
  args: {
    payment: { id: 4812, reference: 'PAY-2026-06-0042', amount: 1250 },
    onClose: fn(),
    onConfirm: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RefundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Names the payment and its amount; Refund waits for the refund, then the dialog asks to close. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Refund PAY-2026-06-0042?' });
    await expect(dialog).toHaveTextContent('The payment of 1,250.00 NOK goes back to the user. This cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** A payment without a reference is named by its id. */
export const WithoutReference: Story = {
  args: { payment: { id: 4812, reference: null, amount: 99.5 } },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Refund payment 4812?' });
    await expect(dialog).toHaveTextContent('The payment of 99.50 NOK goes back');
  },
};

/** The refund was refused (the caller's toast says why): the dialog stays for another try. */
export const KeptOpenWhenRefused: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Payment.AlreadyRefunded'))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Refund PAY-2026-06-0042?' });
    const refund = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.click(refund);
    await waitFor(() => expect(refund).not.toHaveAttribute('data-pending'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(refund);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Refund PAY-2026-06-0042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** No payment: nothing is shown. */
export const Closed: Story = {
  args: { payment: null },
  play: async ({ canvasElement }) => {
    await expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
