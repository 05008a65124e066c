import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/index.ts';
import { FormDialog, useResetOnOpen } from './FormDialog.tsx';

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  args: {
    title: 'Rename locker',
    isOpen: true,
    onOpenChange: fn(),
    isPending: false,
    onSubmit: fn((event) => event.preventDefault()),
    children: <TextField label="Name" defaultValue="A-01" />,
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, name = 'Rename locker') {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));
}

/** The fields in a form; Save submits it, and closing is left to the caller. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('A-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The primary label and a form-level error. */
export const LabelAndError: Story = {
  args: { primaryLabel: 'Send', formError: 'Form is not valid. Please check for errors', size: 'sm' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** While pending Cancel is disabled, Escape does nothing and Save shows it pending. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /Save/ })).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A caller with its own draft: the save is pending until it ends and closes, and a new opening starts afresh. */
export const PendingThenReopened: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    const [name, setName] = useState('');
    const [saving, setSaving] = useState(false);
    useResetOnOpen(isOpen, () => setName(''));
    return (
      <>
        <Button onPress={() => setOpen(true)}>Rename</Button>
        <FormDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={setOpen}
          isPending={saving}
          onSubmit={(event) => {
            event.preventDefault();
            args.onSubmit(event);
            setSaving(true);
            setTimeout(() => {
              setSaving(false);
              setOpen(false);
            }, 400);
          }}
        >
          <TextField label="Name" value={name} onChange={setName} isDisabled={saving} />
        </FormDialog>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    let dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'A-02');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};
