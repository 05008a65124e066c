import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Dialog, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Edit location',
    children: (
      <>
        <p>Changes are visible to cyclists right away.</p>
        <TextField label="Location name" defaultValue="Storo" />
      </>
    ),
    actions: (
      <>
        <Button slot="close">Cancel</Button>
        <Button variant="primary" slot="close">
          Save
        </Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button>Edit location</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit location' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit location' });
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);

    // Focus is trapped: tabbing past the last button comes back into the dialog.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit location' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DismissedByClickOutside: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit location' }));
    const dialog = await body.findByRole('dialog');
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.click(overlay);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A click outside leaves it open; only its buttons (or Escape) close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit location' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit location' });
    await userEvent.click(dialog.parentElement!.parentElement!);
    // A dismissable dialog is gone within a frame of that click (DismissedByClickOutside); wait well past it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body.getByRole('dialog', { name: 'Edit location' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled by its owner, opened with `isOpen`. */
export const Open: Story = {
  args: { isOpen: true, onOpenChange: fn() },
  render: (args) => <Dialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit location' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { isOpen: true },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit location' });
    await expect(within(dialog).getByRole('textbox', { name: 'Location name' })).toHaveValue('Storo');
    // The dialog is a raised surface: #1b242d in the dark theme.
    await expect(getComputedStyle(dialog.parentElement!).backgroundColor).toBe('rgb(27, 36, 45)');
  },
};
