import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../Select/Select.tsx';
import { GroupForm, type GroupFormValues } from './GroupForm.tsx';

const staff: GroupFormValues = { name: 'Staff', description: "The client's own employees." };

const meta = {
  title: 'Groups/GroupForm',
  component: GroupForm,
  args: { value: staff, onSave: fn() },
} satisfies Meta<typeof GroupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** An admin's slot: the page puts its client picker here and holds the choice. */
function ClientChoice() {
  const [client, setClient] = useState<string>('1');
  return (
    <Select
      label="Client"
      items={[
        { id: '1', label: 'Nordlys Parkering AS' },
        { id: '2', label: 'Vestland Sykkeldrift AS' },
      ]}
      selectedKey={client}
      onSelectionChange={(key) => setClient(String(key))}
    />
  );
}

/** A new group needs a name and a description; the client is the slot's. */
export const Create: Story = {
  args: { value: null, clientPicker: <ClientChoice />, onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(field(canvasElement, 'Name')).toHaveAccessibleDescription('This field is required');
    await expect(field(canvasElement, 'Description')).toHaveAccessibleDescription('This field is required');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(field(canvasElement, 'Name'), ' Night shift ');
    await userEvent.type(field(canvasElement, 'Description'), 'Who works nights');
    await userEvent.click(canvas.getByRole('button', { name: /Client/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Vestland Sykkeldrift AS' }));
    await expect(canvas.getByRole('button', { name: /Client/ })).toHaveTextContent('Vestland Sykkeldrift AS');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Night shift', description: 'Who works nights' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** An edit needs a name only: the description may be emptied. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Client/ })).not.toBeInTheDocument();
    await userEvent.clear(field(canvasElement, 'Description'));
    await userEvent.clear(field(canvasElement, 'Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field(canvasElement, 'Name')).toHaveAccessibleDescription('This field is required');
    await expect(field(canvasElement, 'Description')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field(canvasElement, 'Name'), 'Employees');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Employees', description: null });
  },
};

/** A client administrator reads its group. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Name')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Description')).toHaveValue("The client's own employees.");
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Name')).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
