import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Button } from '../Button/Button.tsx';
import { NewItemDialog } from './NewItemDialog.tsx';

const meta = {
  title: 'Modules/NewItemDialog',
  component: NewItemDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(),
    locks: { nb: [{ key: 'NB-4F2A9C01', name: 'Bikely NB 9C01' }], ble: [{ key: 'BLE-77A1-0C3E', name: 'Bikely BLE 0C3E' }] },
  },
} satisfies Meta<typeof NewItemDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'New Item' }));
}

/** A new item's defaults; Save hands the values over and leaves closing to the caller. */
export const AddAnItem: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Key of tag 1' })).toHaveValue('Produkt');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'A-01');
    await userEvent.click(dialog.getByRole('button', { name: /^Choose a lock/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Bikely NB 9C01' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Value of Comment' }), 'Ny');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'A-01',
        doorType: 1,
        lockType: 2,
        localAccessKey: 'NB-4F2A9C01',
        maxConcurrent: 1,
        tags: expect.objectContaining({ Produkt: '', Comment: 'Ny' }),
      }),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Broken rules keep the dialog open with the form's message. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While the save runs nothing can be changed or dismissed; the caller closes after success, and a new opening starts afresh. */
export const PendingThenClosed: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>New Item</Button>
        <NewItemDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={setOpen}
          onSave={(values) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                args.onSave(values);
                setOpen(false);
                resolve();
              }, 400),
            )
          }
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'New Item' }));
    let dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'A-02');
    await userEvent.click(dialog.getByRole('button', { name: /Lock type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Not supported' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'A-02', lockType: 0 }));

    await userEvent.click(canvas.getByRole('button', { name: 'New Item' }));
    dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The dark danger text colour, #ff9e9a.
    await expect(getComputedStyle(dialog.getByText('Enter a name')).color).toBe('rgb(255, 158, 154)');
  },
};
