import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DoorLocks } from '../LockFields/index.ts';
import { ItemForm, type ItemFormValues } from './ItemForm.tsx';

const locks: DoorLocks = {
  nb: [
    { key: 'NB-4F2A9C01', name: 'Bikely NB 9C01' },
    { key: 'NB-4F2A9C02', name: 'Bikely NB 9C02' },
  ],
  ble: [{ key: 'BLE-77A1-0C3E', name: 'Bikely BLE 0C3E' }],
};

/** A saved item with its NB lock (the console puts the item's own lock among the unused ones) and tags. */
const savedItem: ItemFormValues = {
  name: 'A-03',
  dmsId: 'DMS-4411',
  doorType: 4,
  lockType: 2,
  localAccessKey: 'NB-4F2A9C01',
  localAccessKeyName: 'Bikely NB 9C01',
  maxConcurrent: 2,
  hasCharger: true,
  tags: { Comment: 'Ny hengsel 2024', 'Nøkkel ID #': 'N-48213' },
};

/** An item as the API answers it: more than the form edits, none of which the form saves. */
const apiItem = { ...savedItem, id: 9, moduleId: 3, doorId: 14, concurrencyStamp: 'b2' };

const meta = {
  title: 'Modules/ItemForm',
  component: ItemForm,
  args: { value: null, locks, onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function choose(canvas: Canvas, body: Canvas, select: string | RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: select }));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A new item: Standard, one at a time, an NB lock to choose, the default tag keys to fill in. */
export const NewItem: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Door type/ })).toHaveTextContent('Standard');
    await expect(canvas.getByRole('textbox', { name: 'Max concurrent' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: /Lock type/ })).toHaveTextContent('NB (narrowband)');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toHaveValue('Produkt');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ' B-01 ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'DMS id' }), 'DMS-0042');
    await choose(canvas, body, /Door type/, 'Cargo');
    await choose(canvas, body, /^Choose a lock/, 'Bikely NB 9C02');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of Color' }), 'RAL 7016');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'B-01',
      dmsId: 'DMS-0042',
      doorType: 0,
      lockType: 2,
      localAccessKey: 'NB-4F2A9C02',
      localAccessKeyName: 'Bikely NB 9C02',
      maxConcurrent: 1,
      hasCharger: false,
      tags: {
        Produkt: '',
        'Product spesifications': '',
        'Created date': '',
        Color: 'RAL 7016',
        'Add-ons': '',
        Folie: '',
        'Nøkkel ID #': '',
        'nøkkel 1': '',
        'nøkkel 2': '',
        Comment: '',
      },
    });
  },
};

/** A saved item shows its values and tags, its own lock chosen; a change saves the form's fields only. */
export const EditItem: Story = {
  args: { value: apiItem, saveLabel: 'Save item', onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('A-03');
    await expect(canvas.getByRole('textbox', { name: 'DMS id' })).toHaveValue('DMS-4411');
    await expect(canvas.getByRole('button', { name: /Door type/ })).toHaveTextContent('E-Rack');
    await expect(canvas.getByRole('checkbox', { name: 'Has charger' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Bikely NB 9C01/ })).toBeVisible();
    // The default keys first, in their order.
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toHaveValue('Nøkkel ID #');
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 2' })).toHaveValue('Comment');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Comment' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save item' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedItem, tags: { 'Nøkkel ID #': 'N-48213' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Broken rules: the name's message, the lock's, and the form's; nothing is saved. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name');
    await expect(canvas.getByRole('button', { name: /^Choose a lock/ })).toHaveAccessibleDescription('Choose a lock');
  },
};

/** Tags with one key twice keep the form from saving, and say which rows are at fault. */
export const DuplicateTagKeys: Story = {
  args: { value: savedItem },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('textbox', { name: 'Key of tag 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'Nøkkel ID #');
    await expect(second).toHaveAccessibleDescription('This key is already used');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No unused lock of the type: an item may wait for its lock, and is saved without a key. */
export const NoUnusedLocks: Story = {
  args: { locks: { nb: [], ble: locks.ble } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'C-01');
    await expect(canvas.getByRole('button', { name: /^Choose a lock/ })).toBeDisabled();
    await expect(canvas.getByText('No unused locks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'C-01', lockType: 2, localAccessKey: null, localAccessKeyName: null }),
    );
  },
};

/** A PLC key is typed; when given it is a whole number of 0 or more. */
export const PlcKey: Story = {
  args: { value: { ...savedItem, lockType: 1, localAccessKey: '4', localAccessKeyName: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByRole('textbox', { name: 'Local access key' });
    await expect(key).toHaveValue('4');
    await userEvent.clear(key);
    await userEvent.type(key, 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(key).toHaveAccessibleDescription('Enter a whole number of 0 or more');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(key);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ lockType: 1, localAccessKey: null }));
  },
};

/** Not supported: no key, and none saved. */
export const NoLock: Story = {
  args: { value: savedItem },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await choose(canvas, body, /Lock type/, 'Not supported');
    await expect(canvas.queryByRole('button', { name: /Lock,/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ lockType: 0, localAccessKey: null, localAccessKeyName: null }),
    );
  },
};

/** Max concurrent below 1 reads and saves as 1. */
export const MaxConcurrentAtLeastOne: Story = {
  args: { value: savedItem },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const max = canvas.getByRole('textbox', { name: 'Max concurrent' });
    await userEvent.clear(max);
    await userEvent.type(max, '0');
    await userEvent.tab();
    await expect(max).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ maxConcurrent: 1 }));
  },
};

export const LoadingLocks: Story = {
  args: { isLoadingLocks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Loading locks…/ })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { value: savedItem, isPending: true, onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Key of tag 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
