import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { administratorDialogTitles } from '@velo/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AdministratorDialog } from './AdministratorDialog.tsx';

const meta = {
  title: 'Clients/AdministratorDialog',
  component: AdministratorDialog,
  args: { title: administratorDialogTitles.client, isOpen: true, onOpenChange: fn(), onSave: fn() },
  argTypes: { title: { control: 'select', options: Object.values(administratorDialogTitles) } },
} satisfies Meta<typeof AdministratorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, title: string = administratorDialogTitles.client) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: title }));
}

type Dialog = Awaited<ReturnType<typeof openDialog>>;
const box = (dialog: Dialog, name: string) => dialog.getByLabelText(new RegExp(`^${name}`));

async function fill(dialog: Dialog, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(box(dialog, label), value);
}

const valid = {
  'User Name': ' siri.leder ',
  'Email Address': 'siri@nordlysparkering.no',
  Name: 'Siri',
  Surname: 'Leder',
  Password: 'Sykkel#2025',
  'Repeat Password': 'Sykkel#2025',
};

/** "Create A New Client Administrator" on a client's page: Save hands over the values, texts trimmed. */
export const CreateForAClient: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(box(dialog, 'Password')).toHaveAttribute('type', 'password');
    await expect(box(dialog, 'Password')).toHaveAccessibleDescription(/Allowed specials are !@#\$&/);
    await fill(dialog, valid);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      userName: 'siri.leder',
      emailAddress: 'siri@nordlysparkering.no',
      name: 'Siri',
      surname: 'Leder',
      password: 'Sykkel#2025',
      repeatPassword: 'Sykkel#2025',
    });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Client Info's title; the users page opens it as "Create New Customer Administrator". */
export const CreateFromClientInfo: Story = {
  args: { title: administratorDialogTitles.clientInfo },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, administratorDialogTitles.clientInfo);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Create New Client Administrator' })).toBeVisible());
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { 'Email Address': 'siri.nordlys.no', Password: 'sykkel', 'Repeat Password': 'sykkel2' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(box(dialog, 'User Name')).toHaveAccessibleDescription('This field is required');
    await expect(box(dialog, 'Name')).toHaveAccessibleDescription('This field is required');
    await expect(box(dialog, 'Surname')).toHaveAccessibleDescription('This field is required');
    await expect(box(dialog, 'Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(box(dialog, 'Password')).toHaveAccessibleDescription(
      'Must be at least 8 characters long; needs an upper-case and a lower-case letter; needs a digit or one of . # $ ! * @ &.',
    );
    await expect(box(dialog, 'Repeat Password')).toHaveAccessibleDescription('New & confirm passwords do not match');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Pending while the save runs; closed by the caller after success; the next opening starts empty. */
export const PendingThenClosed: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Add</Button>
        <AdministratorDialog
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
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    let dialog = await openDialog(canvasElement);
    await fill(dialog, valid);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box(dialog, 'Name')).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ userName: 'siri.leder' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    dialog = await openDialog(canvasElement);
    await expect(box(dialog, 'User Name')).toHaveValue('');
  },
};
