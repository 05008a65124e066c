import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notAssigned } from '@velo/domain';
import { Select } from '../Select/index.ts';
import { ModuleForm, type ModuleFormProps, type ModuleFormSaved } from './ModuleForm.tsx';

const locations = [
  { id: 0, label: notAssigned },
  { id: 4, label: 'Oslo S Sykkelhotell' },
  { id: 7, label: 'Bergen Bryggen' },
];

/** A module at Oslo S with three items: two are doors there, one has none yet. */
const savedModule: ModuleFormSaved = {
  name: 'VM-2024-0108',
  locationId: 4,
  tags: { Produkt: 'Sykkelskap 6-delt', Color: 'RAL 7016 Antrasittgrå', Comment: 'Montert på betongsåle' },
  items: [
    { id: 31, name: 'A-01', door: { name: 'A-01', locationName: 'Oslo S Sykkelhotell' } },
    { id: 32, name: 'A-02', door: { name: 'A-02', locationName: 'Oslo S Sykkelhotell' } },
    { id: 33, name: 'A-03', door: null },
  ],
};

/** The form with a plain select in its location slot, as a page would give its picker. */
function WithLocationSelect(args: ModuleFormProps) {
  const [locationId, setLocationId] = useState<number | null>(args.value?.locationId ?? null);
  return (
    <div style={{ maxWidth: 760 }}>
      <ModuleForm
        {...args}
        chosenLocationId={locationId}
        chosenLocationName={locations.find((location) => location.id === locationId)?.label}
        locationPicker={
          <Select
            label="Location"
            items={locations}
            selectedKey={locationId ?? 0}
            onSelectionChange={(key) => setLocationId(key === 0 || key === null ? null : Number(key))}
          />
        }
      />
    </div>
  );
}

const meta = {
  title: 'Modules/ModuleForm',
  component: ModuleForm,
  args: { value: null, onSave: fn(), locationPicker: null, chosenLocationId: null },
  render: WithLocationSelect,
} satisfies Meta<typeof ModuleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function chooseLocation(canvas: Canvas, body: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
  await userEvent.click(await body.findByRole('option', { name }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A new module: a name is required, its tags start with the default keys, no doors to make. */
export const NewModule: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('textbox', { name: 'Module name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toHaveValue('Produkt');
    await chooseLocation(canvas, body, 'Bergen Bryggen');
    await expect(canvas.queryByRole('group', { name: /Create a new door/ })).not.toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Module name' }), ' VM-2026-0001 ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of Produkt' }), 'Sykkelskap 10-delt');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'VM-2026-0001',
      locationId: 7,
      tags: expect.objectContaining({ Produkt: 'Sykkelskap 10-delt', Comment: '' }),
      newDoorItemIds: [],
    });
  },
};

/** A saved module shows its name, location and tags (the default keys first). */
export const EditModule: Story = {
  args: { value: savedModule, saveLabel: 'Save module', onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Module name' })).toHaveValue('VM-2024-0108');
    await expect(canvas.getByRole('button', { name: /Location/ })).toHaveTextContent('Oslo S Sykkelhotell');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 2' })).toHaveValue('Color');
    await expect(canvas.queryByRole('group', { name: /Create a new door/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save module' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'VM-2024-0108',
      locationId: 4,
      tags: savedModule.tags,
      newDoorItemIds: [],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Moved to another real location, its items are offered new doors there; the checked ones are handed over. */
export const MoveCreatesDoors: Story = {
  args: { value: savedModule },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseLocation(canvas, body, 'Bergen Bryggen');
    const checklist = within(canvas.getByRole('group', { name: 'Create a new door at Bergen Bryggen' }));
    await expect(checklist.getAllByRole('checkbox')).toHaveLength(3);
    await expect(checklist.getByText('(now door A-01 at Oslo S Sykkelhotell)')).toBeVisible();
    await userEvent.click(checklist.getByText('A-01'));
    await userEvent.click(checklist.getByText('A-03'));
    await expect(checklist.getByRole('checkbox', { name: /A-03/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ locationId: 7, newDoorItemIds: [31, 33] }));
  },
};

/** Back at its own location, or Not assigned, there is nothing to offer and nothing is handed over. */
export const MoveBackOrNotAssigned: Story = {
  args: { value: savedModule },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseLocation(canvas, body, 'Bergen Bryggen');
    await userEvent.click(canvas.getByText('A-02'));
    await chooseLocation(canvas, body, 'Oslo S Sykkelhotell');
    await expect(canvas.queryByRole('group', { name: /Create a new door/ })).not.toBeInTheDocument();
    await chooseLocation(canvas, body, notAssigned);
    await expect(canvas.queryByRole('group', { name: /Create a new door/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ locationId: null, newDoorItemIds: [] }));
  },
};

/** No name, or tags with one key twice: the form's message, and nothing saved. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(canvas.getByRole('textbox', { name: 'Module name' })).toHaveAccessibleDescription('Enter a name');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Module name' }), 'VM-1');
    const key = canvas.getByRole('textbox', { name: 'Key of tag 2' });
    await userEvent.clear(key);
    await userEvent.type(key, 'Produkt');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { value: savedModule, isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Module name' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
