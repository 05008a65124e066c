import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { Button } from '../Button/Button.tsx';
import { DoorTable, type DoorRow } from './DoorTable.tsx';

// The story browser runs in Europe/Oslo (vitest.config.ts): 08:15 UTC in November is 09:15 there, 15:30 UTC in
// June is 17:30.

const rows: DoorRow[] = [
  {
    id: 41,
    name: 'Door 1',
    status: true,
    doorType: 1,
    lockType: 2,
    localAccessKey: '868523040012345',
    localAccessKeyName: 'NB Bryggen 01',
    deviceStatus: 'ONLINE',
    deviceSignalStrengh: 'EXCELLENT',
    deviceBatteryLevel: 87,
    lastHeartBeat: '2026-11-20T08:15:00Z',
  },
  {
    id: 42,
    name: 'Door 2',
    status: true,
    doorType: 0,
    lockType: 1,
    localAccessKey: '3',
    localAccessKeyName: null,
    deviceStatus: null,
    deviceSignalStrengh: null,
    deviceBatteryLevel: null,
    lastHeartBeat: null,
  },
  {
    id: 43,
    name: 'Door 3',
    status: false,
    doorType: 4,
    lockType: 3,
    localAccessKey: 'C4:7F:51:0A:22:10',
    localAccessKeyName: 'BLE Rack 7',
    deviceStatus: 'OFFLINE',
    deviceSignalStrengh: 'POOR',
    deviceBatteryLevel: 12,
    lastHeartBeat: '2026-06-01T15:30:00Z',
  },
  {
    id: 44,
    name: 'Door 4',
    status: true,
    doorType: 3,
    lockType: 0,
    localAccessKey: null,
    localAccessKeyName: null,
    deviceStatus: null,
    deviceSignalStrengh: 'UNKNOWN',
    deviceBatteryLevel: null,
    lastHeartBeat: null,
  },
];

const changeStatus = {
  canChangeStatus: true,
  onStatusChange: fn<(door: DoorRow, enabled: boolean, reason: string) => void>(),
} as const;
const edit = { canEdit: true, editHref: (door: DoorRow) => `/doors/${door.id}` } as const;
const diagnostics = { canViewDiagnostics: true, diagnosticsHref: (door: DoorRow) => `/diagnostic/${door.id}/show` } as const;
const unlock = { canUnlock: true, onUnlock: fn<(door: DoorRow) => void>() } as const;
const everyAbility = { ...changeStatus, ...edit, ...diagnostics, ...unlock };

const meta = {
  title: 'Doors/DoorTable',
  component: DoorTable,
  args: { rows, onRetry: fn() },
  decorators: [withRouter],
  beforeEach: () => {
    navigate.mockClear();
    changeStatus.onStatusChange.mockReset();
    unlock.onUnlock.mockReset();
  },
} satisfies Meta<typeof DoorTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(`^${name}`) }));
const cellTexts = (canvasElement: HTMLElement, name: string) =>
  Array.from(
    within(canvasElement)
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .querySelectorAll('[role="rowheader"], [role="gridcell"]'),
    (cell) => cell.textContent,
  );
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** No abilities: the list only reads. Enabled is a badge; no actions column. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Door',
      'Lock',
      'Enabled',
      'Device',
    ]);
    // The door's type under its name, the lock's name under its type, the device's readings under its status;
    // the device's readings carry visually hidden labels (Signal, Battery, Last heartbeat).
    await expect(cellTexts(canvasElement, 'Door 1')).toEqual([
      '41',
      'Door 1Standard',
      'NB (narrowband)NB Bryggen 01',
      'Enabled',
      'OnlineSignal ExcellentBattery 87%Last heartbeat 20.11.2026 09:15:00',
    ]);
    await expect(cellTexts(canvasElement, 'Door 2')).toEqual([
      '42',
      'Door 2Cargo',
      'PLC3',
      'Enabled',
      '—No device status for PLC locksSignal UnknownBattery —Battery level unknownLast heartbeat —unknown',
    ]);
    await expect(cellTexts(canvasElement, 'Door 3')).toEqual([
      '43',
      'Door 3E-Rack',
      'BLEBLE Rack 7',
      'Disabled',
      'OfflineSignal PoorBattery 12%Last heartbeat 01.06.2026 17:30:00',
    ]);
    await expect(cellTexts(canvasElement, 'Door 4')).toEqual([
      '44',
      'Door 4Family',
      'Not supported',
      'Enabled',
      'UnavailableSignal UnknownBattery —Battery level unknownLast heartbeat —unknown',
    ]);
    await expect(rowOf(canvasElement, 'Door 1').getByText('20.11.2026 09:15:00')).toHaveAttribute(
      'datetime',
      '2026-11-20T08:15:00Z',
    );
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Unlock/ })).not.toBeInTheDocument();
  },
};

/** Every ability: switches, and per row Diagnostics and Edit links; Unlock only where the lock can take it. */
export const EveryAbility: Story = {
  args: everyAbility,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Door 1 enabled' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Door 3 enabled' })).not.toBeChecked();
    await expect(rowOf(canvasElement, 'Door 3').getByRole('link', { name: 'Diagnostics of Door 3' })).toHaveAttribute(
      'href',
      '/diagnostic/43/show',
    );
    await expect(rowOf(canvasElement, 'Door 3').getByRole('link', { name: 'Edit Door 3' })).toHaveAttribute('href', '/doors/43');
    await expect(canvas.getAllByRole('button', { name: /^Unlock / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Unlock Door 1',
      'Unlock Door 2',
    ]);
    await userEvent.click(rowOf(canvasElement, 'Door 1').getByRole('link', { name: 'Edit Door 1' }));
    await expect(navigate).toHaveBeenCalledWith('/doors/41', undefined);
  },
};

/** An offline lock and a door without a lock cannot be unlocked: no action on their rows. */
export const OfflineDoorWithoutUnlock: Story = {
  args: unlock,
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Door 3').getByText('Offline')).toBeVisible();
    await expect(rowOf(canvasElement, 'Door 3').queryByRole('button', { name: 'Unlock Door 3' })).not.toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Door 4').queryByRole('button', { name: 'Unlock Door 4' })).not.toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Door 2').getByRole('button', { name: 'Unlock Door 2' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Disabling asks for a reason first; the switch changes only once the page has the change. */
export const DisableWithReason: Story = {
  args: changeStatus,
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const door1 = within(canvasElement).getByRole('switch', { name: 'Door 1 enabled' });
    await userEvent.click(door1);
    const dialogElement = await body.findByRole('alertdialog', { name: 'Disable door?' });
    await expect(dialogElement).toHaveTextContent('Door 1 becomes Disabled.');
    const dialog = within(dialogElement);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAccessibleDescription("Kept as the door's description.");
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(reason).toHaveAccessibleDescription('Enter a reason');
    await expect(args.onStatusChange).not.toHaveBeenCalled();

    await userEvent.type(reason, '  Lock jammed  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith(rows[0], false, 'Lock jammed');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(door1).toBeChecked();
  },
};

/** Enabling, with a change that takes a moment: the dialog stays pending until it is done. */
export const EnablePending: Story = {
  args: changeStatus,
  render: function Render(args) {
    const [current, setCurrent] = useState(args.rows);
    return (
      <DoorTable
        {...args}
        canChangeStatus
        rows={current}
        onStatusChange={async (door, enabled, reason) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          changeStatus.onStatusChange(door, enabled, reason);
          setCurrent((all) => all.map((row) => (row.id === door.id ? { ...row, status: enabled } : row)));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const door3 = within(canvasElement).getByRole('switch', { name: 'Door 3 enabled' });
    await userEvent.click(door3);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Enable door?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Repaired{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: /Enable/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(changeStatus.onStatusChange).toHaveBeenCalledWith(rows[2], true, 'Repaired');
    await expect(door3).toBeChecked();
  },
};

export const CancelLeavesTheSwitch: Story = {
  args: changeStatus,
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const door3 = within(canvasElement).getByRole('switch', { name: 'Door 3 enabled' });
    await userEvent.click(door3);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Enable door?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Repaired');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await expect(door3).not.toBeChecked();
  },
};

export const UnlockConfirm: Story = {
  args: unlock,
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unlock Door 2' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Unlock the door' });
    await expect(dialog).toHaveTextContent('Door 2 unlocks at once.');
    await expect(args.onUnlock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await expect(args.onUnlock).toHaveBeenCalledOnce();
    await expect(args.onUnlock).toHaveBeenCalledWith(rows[1]);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const UnlockCancelled: Story = {
  args: unlock,
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unlock Door 1' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Unlock the door' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};

/**
 * The console gives the table about 950–1030 px at 1280–1360 px (side menu 256 px, page padding 32 px each side):
 * in 1024 px, with every ability and a door whose name and lock are long, the table does not scroll sideways and
 * every row's last action (Edit) lies inside the right edge.
 */
export const FitsALaptopScreen: Story = {
  args: {
    ...everyAbility,
    rows: [
      ...rows,
      {
        ...rows[0]!,
        id: 45,
        name: 'Door 5 by the east entrance, beside the cargo bikes and the charging cabinet for e-bikes',
        localAccessKey: '868523040067890',
        localAccessKeyName: null,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div data-testid="laptop" style={{ width: 1024 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByTestId('laptop');
    await expect(container.getBoundingClientRect().width).toBe(1024);
    const right = container.getBoundingClientRect().right;
    const edits = within(canvasElement).getAllByRole('link', { name: /^Edit / });
    await expect(edits).toHaveLength(5);
    for (const edit of edits) {
      await expect(edit.closest('[role="row"]')?.querySelector('[role="gridcell"]:last-child a:last-child')).toBe(edit);
      await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    const scroller = within(canvasElement).getByRole('grid', { name: 'Doors' }).parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

export const Empty: Story = {
  args: { ...everyAbility, rows: [], emptyAction: <Button variant="primary">New door</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No doors added to this location' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New door' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doors');
    await expect(canvas.queryByRole('heading', { name: 'No doors added to this location' })).not.toBeInTheDocument();
  },
};

export const FailedToLoad: Story = {
  args: { ...everyAbility, error: 'The server could not be reached.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The doors could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The server could not be reached.')).toBeVisible();
    await expect(canvas.queryByText('Door 1')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Disable pressed without a reason: the dialog stays open and asks for one. */
export const DisableWithoutReason: Story = {
  args: everyAbility,
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Door 1 enabled' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Disable door?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Enter a reason');
  },
};
