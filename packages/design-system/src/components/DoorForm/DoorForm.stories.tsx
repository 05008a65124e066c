import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { DoorForm, type DoorFormValues, type DoorLocks } from './DoorForm.tsx';

const locks: DoorLocks = {
  nb: [
    { key: '868523040012345', name: 'NB Bryggen 01' },
    { key: '868523040012346', name: 'NB Bryggen 02' },
  ],
  ble: [{ key: 'C4:7F:51:0A:22:10', name: 'BLE Rack 7' }],
};

/** A saved door with an NB lock; the console puts the door's own lock among the unused ones. */
const cargoDoor: DoorFormValues = {
  name: 'Door 4',
  description: 'By the entrance',
  doorType: 0,
  lockType: 2,
  localAccessKey: '868523040012345',
  localAccessKeyName: 'NB Bryggen 01',
  maxConcurrent: 2,
  hasCharger: true,
};

/** A door as the API answers it: more than the form edits, none of which the form may save. */
const savedCargoDoor = { ...cargoDoor, id: 4, status: true, isActive: true, deviceStatus: 'ONLINE', concurrencyStamp: 'a1' };

const meta = {
  title: 'Doors/DoorForm',
  component: DoorForm,
  args: { value: null, locks, onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DoorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens a select by its trigger's name and picks an option from the popover. */
async function choose(canvas: Canvas, body: Canvas, select: string | RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: select }));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

const openLockTab = (canvas: Canvas) => userEvent.click(canvas.getByRole('tab', { name: /^Lock Details/ }));

/** A new door: Standard, max concurrent 1, no charger, an NB lock to choose. */
export const NewDoor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Door type/ })).toHaveTextContent('Standard');
    await expect(canvas.getByRole('textbox', { name: 'Max concurrent' })).toHaveValue('1');
    await expect(canvas.getByRole('checkbox', { name: 'Has charger' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /subscription/i })).not.toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '  Door 7 ');
    await choose(canvas, body, /Door type/, 'E-Rack');
    await userEvent.click(canvas.getByText('Has charger'));

    await openLockTab(canvas);
    await expect(canvas.getByRole('button', { name: /Lock type/ })).toHaveTextContent('NB (narrowband)');
    await choose(canvas, body, /Choose a lock/, 'NB Bryggen 02');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Door 7',
      description: null,
      doorType: 4,
      lockType: 2,
      localAccessKey: '868523040012346',
      localAccessKeyName: 'NB Bryggen 02',
      maxConcurrent: 1,
      hasCharger: true,
    });
  },
};

/** A saved door shows its values, its own lock chosen; a change saves the form's fields with the rest kept. */
export const EditDoor: Story = {
  args: { value: savedCargoDoor, saveLabel: 'Save door', onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Door 4');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('By the entrance');
    await expect(canvas.getByRole('button', { name: /Door type/ })).toHaveTextContent('Cargo');
    await expect(canvas.getByRole('textbox', { name: 'Max concurrent' })).toHaveValue('2');
    await expect(canvas.getByRole('checkbox', { name: 'Has charger' })).toBeChecked();
    await openLockTab(canvas);
    await expect(canvas.getByRole('button', { name: /Lock type/ })).toHaveTextContent('NB (narrowband)');
    await expect(canvas.getByRole('button', { name: /NB Bryggen 01/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Basic Details' }));
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Behind the gate');
    await userEvent.click(canvas.getByRole('button', { name: 'Save door' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Door 4',
      description: 'Behind the gate',
      doorType: 0,
      lockType: 2,
      localAccessKey: '868523040012345',
      localAccessKeyName: 'NB Bryggen 01',
      maxConcurrent: 2,
      hasCharger: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A PLC key is typed: a whole number of 0 or more. */
export const PlcKey: Story = {
  args: { value: { ...cargoDoor, lockType: 1, localAccessKey: '3', localAccessKeyName: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openLockTab(canvas);
    await expect(canvas.getByRole('button', { name: /Lock type/ })).toHaveTextContent('PLC');
    const key = canvas.getByRole('textbox', { name: 'Local access key' });
    await expect(key).toHaveValue('3');
    await userEvent.clear(key);
    await userEvent.type(key, '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(key).toHaveAccessibleDescription('Enter a whole number of 0 or more');
    await expect(canvas.getByRole('tab', { name: 'Lock Details (has errors)' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.clear(key);
    await userEvent.type(key, '0');
    await expect(canvas.getByRole('tab', { name: 'Lock Details' })).toBeVisible();
    // The form's message speaks of the last Save until the next one.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ lockType: 1, localAccessKey: '0', localAccessKeyName: null }),
    );
  },
};

/** Changing the lock type offers that type's unused locks, and forgets the other type's key. */
export const BleLocks: Story = {
  args: { value: cargoDoor },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openLockTab(canvas);
    await choose(canvas, body, /Lock type/, 'BLE');
    await expect(canvas.getByRole('button', { name: /^Choose a lock/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Choose a lock/ }));
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['BLE Rack 7']);
    await userEvent.click(options[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ lockType: 3, localAccessKey: 'C4:7F:51:0A:22:10', localAccessKeyName: 'BLE Rack 7' }),
    );
  },
};

/** Not supported: no key to give, and none is saved. */
export const NoLock: Story = {
  args: { value: cargoDoor },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openLockTab(canvas);
    await choose(canvas, body, /Lock type/, 'Not supported');
    await expect(canvas.queryByRole('textbox', { name: 'Local access key' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Lock', { selector: 'label' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ lockType: 0, localAccessKey: null, localAccessKeyName: null }),
    );
  },
};

/** No unused lock of the type: the choice is off, and the door cannot be saved with that type. */
export const NoUnusedLocks: Story = {
  args: { locks: { nb: [], ble: locks.ble } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Door 8');
    await openLockTab(canvas);
    const lock = canvas.getByRole('button', { name: /^Choose a lock/ });
    await expect(lock).toBeDisabled();
    await expect(canvas.getByText('No unused locks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('No unused locks')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Lock Details (has errors)' })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LoadingLocks: Story = {
  args: { isLoadingLocks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openLockTab(canvas);
    await expect(canvas.getByRole('button', { name: /^Loading locks…/ })).toBeDisabled();
    await expect(canvas.queryByText('No unused locks')).not.toBeInTheDocument();
  },
};

/** Saving with broken rules: messages under the fields, both tab labels red and named so, the form's message. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    const basic = canvas.getByRole('tab', { name: 'Basic Details (has errors)' });
    const lock = canvas.getByRole('tab', { name: 'Lock Details (has errors)' });
    await expect(basic).toHaveAttribute('aria-selected', 'true');
    // The danger text colour, #ae2b29.
    await expect(getComputedStyle(basic.firstElementChild!).color).toBe('rgb(174, 43, 41)');
    await expect(getComputedStyle(lock.firstElementChild!).color).toBe('rgb(174, 43, 41)');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter a name');

    await userEvent.type(name, 'Door 9');
    await expect(canvas.getByRole('tab', { name: 'Basic Details' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('tab', { name: 'Basic Details' }).firstElementChild!).color).not.toBe(
      'rgb(174, 43, 41)',
    );
    await openLockTab(canvas);
    await expect(canvas.getByText('Choose a lock', { selector: '[slot="errorMessage"]' })).toBeVisible();
  },
};

/** A broken rule only on the other tab: saving shows that tab, so its message is seen. */
export const InvalidOnTheOtherTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Door 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('tab', { name: 'Lock Details (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('button', { name: /^Choose a lock/ })).toHaveAccessibleDescription('Choose a lock');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Max concurrent below 1 reads and saves as 1. */
export const MaxConcurrentAtLeastOne: Story = {
  args: { value: cargoDoor },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const max = canvas.getByRole('textbox', { name: 'Max concurrent' });
    await userEvent.clear(max);
    await userEvent.type(max, '0');
    await userEvent.tab();
    await expect(max).toHaveValue('1');
    await userEvent.clear(max);
    await userEvent.type(max, '3');
    await userEvent.tab();
    await expect(max).toHaveValue('3');
    await userEvent.clear(max);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(max).toHaveValue('1');
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ maxConcurrent: 1 }));
  },
};

/** A returned promise keeps Save pending and the fields still until it settles. */
export const PendingWhileSaving: Story = {
  args: { value: cargoDoor },
  render: function Render(args) {
    return (
      <DoorForm {...args} onSave={(values) => new Promise((resolve) => setTimeout(() => resolve(args.onSave(values)), 400))} />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: /Save/ });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toBeEnabled());
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { value: cargoDoor, isPending: true, onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const basic = canvas.getByRole('tab', { name: 'Basic Details (has errors)' });
    // The dark danger text colour, #ff9e9a.
    await expect(getComputedStyle(basic.firstElementChild!).color).toBe('rgb(255, 158, 154)');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
  },
};
