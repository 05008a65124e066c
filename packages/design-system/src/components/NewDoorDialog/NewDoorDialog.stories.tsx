import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Button } from '../Button/Button.tsx';
import { NewDoorDialog } from './NewDoorDialog.tsx';

const meta = {
  title: 'Doors/NewDoorDialog',
  component: NewDoorDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(),
    locks: {
      nb: [{ key: '868523040012345', name: 'NB Bryggen 01' }],
      ble: [{ key: 'C4:7F:51:0A:22:10', name: 'BLE Rack 7' }],
    },
  },
} satisfies Meta<typeof NewDoorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'New door' }));
}

/** A new door's defaults; Save hands the values over and leaves closing to the caller. */
export const AddADoor: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: /Door type/ })).toHaveTextContent('Standard');
    await expect(dialog.getByRole('textbox', { name: 'Max concurrent' })).toHaveValue('1');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Door 12');
    await userEvent.click(dialog.getByRole('tab', { name: 'Lock Details' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Choose a lock/ }));
    await userEvent.click(await body.findByRole('option', { name: 'NB Bryggen 01' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Door 12',
      description: null,
      doorType: 1,
      lockType: 2,
      localAccessKey: '868523040012345',
      localAccessKeyName: 'NB Bryggen 01',
      maxConcurrent: 1,
      hasCharger: false,
    });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Broken rules keep the dialog open with the form's message. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Upper row');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(dialog.getByRole('tab', { name: 'Basic Details (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'Lock Details (has errors)' })).toBeVisible();
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

/** While the save runs nothing can be changed or dismissed; the caller closes after success. */
export const PendingThenClosed: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>New door</Button>
        <NewDoorDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={setOpen}
          onSave={async (values) => {
            await new Promise((resolve) => setTimeout(resolve, 400));
            args.onSave(values);
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'New door' }));
    let dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Door 13');
    await userEvent.click(dialog.getByRole('tab', { name: 'Lock Details' }));
    await userEvent.click(dialog.getByRole('button', { name: /Lock type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'PLC' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Local access key' }), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'New door' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Door 13', lockType: 1, localAccessKey: '4' }),
    );

    // Opening again starts from a new door.
    await userEvent.click(canvas.getByRole('button', { name: 'New door' }));
    dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.click(dialog.getByRole('tab', { name: 'Lock Details' }));
    await expect(dialog.getByRole('button', { name: /Lock type/ })).toHaveTextContent('NB (narrowband)');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const NoUnusedLocks: Story = {
  args: { locks: { nb: [], ble: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Lock Details' }));
    await expect(dialog.getByRole('button', { name: /^Choose a lock/ })).toBeDisabled();
    await waitFor(() => expect(dialog.getByText('No unused locks')).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The dark danger text colour, #ff9e9a.
    const basic = dialog.getByRole('tab', { name: 'Basic Details (has errors)' });
    await expect(getComputedStyle(basic.firstElementChild!).color).toBe('rgb(255, 158, 154)');
  },
};
