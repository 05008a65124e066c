import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientForm, clientFormModes, type ClientFormValues } from './ClientForm.tsx';

const nordlys: ClientFormValues = {
  name: 'Nordlys Parkering AS',
  accountNumber: '1503.42.17839',
  organizationEmail: 'post@nordlysparkering.no',
  contactInformation: 'Dronningens gate 12, 0152 Oslo · +47 22 40 18 00',
};

const meta = {
  title: 'Clients/ClientForm',
  component: ClientForm,
  args: { mode: 'edit', value: nordlys, onSave: fn() },
  argTypes: { mode: { control: 'inline-radio', options: clientFormModes } },
} satisfies Meta<typeof ClientForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** A new client needs a name and an organisation e-mail; the other two may stay empty. */
export const Create: Story = {
  args: { mode: 'create', value: null, onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Name'), '  Sørlandet Sykkel AS ');
    await userEvent.type(field(canvasElement, 'Organization Email'), 'post@sorlandet.no');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Sørlandet Sykkel AS',
      accountNumber: null,
      organizationEmail: 'post@sorlandet.no',
      contactInformation: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const CreateInvalid: Story = {
  args: { mode: 'create', value: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Organization Email'), 'post.sorlandet.no');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(field(canvasElement, 'Name')).toHaveAccessibleDescription('This field is required');
    await expect(field(canvasElement, 'Organization Email')).toHaveAccessibleDescription('Please enter a valid email address');
    // Not required on create: no message.
    await expect(field(canvasElement, 'Account Number')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An admin's edit: every field required. */
export const EditInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(field(canvasElement, 'Account Number'));
    await userEvent.clear(field(canvasElement, 'Contact Information'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field(canvasElement, 'Account Number')).toHaveAccessibleDescription('This field is required');
    await expect(field(canvasElement, 'Contact Information')).toHaveAccessibleDescription('This field is required');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement, 'Account Number'), '1503.42.00000');
    await userEvent.type(field(canvasElement, 'Contact Information'), 'Oslo');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith({ ...nordlys, accountNumber: '1503.42.00000', contactInformation: 'Oslo' });
  },
};

/** Client Info: a client administrator's own client, name and contact information only. */
export const Info: Story = {
  args: { mode: 'info' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox', { name: /Account Number/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Organization Email/ })).not.toBeInTheDocument();
    await userEvent.clear(field(canvasElement, 'Contact Information'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field(canvasElement, 'Contact Information')).toHaveAccessibleDescription('This field is required');
    await userEvent.type(field(canvasElement, 'Contact Information'), 'Kari: +47 92 23 34 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...nordlys, contactInformation: 'Kari: +47 92 23 34 45' });
  },
};

/** Read access: the details, nothing to save. */
export const ReadOnly: Story = {
  args: { mode: 'info', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, 'Name')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Name')).toHaveValue('Nordlys Parkering AS');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Name')).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
