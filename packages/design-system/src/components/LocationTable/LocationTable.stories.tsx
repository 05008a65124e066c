import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { LocationTable, type LocationDoorRow, type LocationRow } from './LocationTable.tsx';

// Dates are fixed instants, and the story browser runs in Europe/Oslo (packages/design-system/vitest.config.ts),
// so every expected date below is a literal. The maintenance window runs until 2099 so it is "now" whenever
// the stories run.

const door = (id: number, changes: Partial<LocationDoorRow> = {}): LocationDoorRow => ({
  id,
  name: `Door ${id}`,
  isActive: true,
  status: true,
  doorType: 1,
  lockType: 2,
  localAccessKey: `K-${1000 + id}`,
  deviceStatus: 'ONLINE',
  deviceBatteryLevel: 40 + (id % 50),
  lastHeartBeat: '2026-11-20T08:15:00Z',
  ...changes,
});

const location = (id: number, name: string, municipality: string | null, changes: Partial<LocationRow> = {}): LocationRow => ({
  id,
  name,
  municipality,
  isActive: true,
  isPublic: true,
  inviteCode: null,
  maintenanceStartTime: null,
  maintenanceEndingTime: null,
  doors: [door(id * 10 + 1), door(id * 10 + 2, { isActive: false, deviceStatus: 'OFFLINE', doorType: 0 }), door(id * 10 + 3)],
  ...changes,
});

const rows: LocationRow[] = [
  location(12, 'Bryggen sykkelhotell', 'Bergen', { inviteCode: 'BRY-4821' }),
  location(11, 'Nygårdsparken', 'Bergen', {
    isPublic: false,
    maintenanceStartTime: '2026-01-05T07:00:00Z',
    maintenanceEndingTime: '2099-06-01T15:30:00Z',
  }),
  location(10, 'Oslo S bike hotel', 'Oslo', {
    maintenanceStartTime: '2099-12-01T08:00:00Z',
    maintenanceEndingTime: '2099-12-01T12:00:00Z',
  }),
  location(9, 'Solsiden', 'Trondheim', { isActive: false, doors: [] }),
  location(8, 'Grünerløkka skap', 'Oslo', {
    doors: [
      // A PLC lock has no device: no status, no battery, no heartbeat.
      door(81, { lockType: 1, deviceStatus: null, deviceBatteryLevel: null, lastHeartBeat: null }),
      door(82, { isActive: false, deviceStatus: 'OFFLINE', doorType: 0 }),
      door(83, { deviceStatus: null, deviceBatteryLevel: 15 }),
    ],
  }),
];

const changeStatus = {
  canChangeStatus: true,
  onStatusChange: fn<(row: LocationRow, isActive: boolean) => Promise<void>>(async () => {}),
} as const;
const edit = { canEdit: true, editHref: (row: LocationRow) => `/locations/${row.id}` } as const;
const viewDoors = { canViewDoors: true } as const;
const maintain = { canManageMaintenance: true, onMaintenance: fn<(row: LocationRow) => void>() } as const;
const invite = { canInvite: true, onInvite: fn<(row: LocationRow) => void>() } as const;
const everyAbility = { ...changeStatus, ...edit, ...viewDoors, ...maintain, ...invite };

const meta = {
  title: 'Domain/LocationTable',
  component: LocationTable,
  args: {
    rows,
    totalCount: 24,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    sortDescriptor: { column: 'Id', direction: 'descending' },
    onSortChange: fn(),
    onRetry: fn(),
    emptyState: <EmptyState title="No locations yet." action={<Button variant="primary">Add the first location</Button>} />,
  },
  argTypes: {
    canChangeStatus: { control: 'boolean' },
    canEdit: { control: 'boolean' },
    canViewDoors: { control: 'boolean' },
    canManageMaintenance: { control: 'boolean' },
    canInvite: { control: 'boolean' },
  },
  decorators: [withRouter],
  beforeEach: () => {
    navigate.mockClear();
    maintain.onMaintenance.mockClear();
    invite.onInvite.mockClear();
  },
} satisfies Meta<typeof LocationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(name) }));

/** No abilities: the list only reads. Status is a badge; no actions column; rows do not open. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Oslo');

    const bryggen = rowOf(canvasElement, 'Bryggen sykkelhotell');
    await expect(bryggen.getByRole('rowheader')).toHaveTextContent('Bryggen sykkelhotell');
    await expect(bryggen.getByText('Bergen')).toBeVisible();
    await expect(bryggen.getByText('2 active out of 3 doors')).toBeVisible();
    await expect(bryggen.getByRole('img', { name: 'Public' })).toBeVisible();
    await expect(bryggen.getByRole('img', { name: 'Has an invite code' })).toBeVisible();
    await expect(bryggen.getByText('Active')).toBeVisible();
    await expect(rowOf(canvasElement, 'Nygårdsparken').getByRole('img', { name: 'Hidden' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Solsiden').getByText('Inactive')).toBeVisible();
    await expect(rowOf(canvasElement, 'Solsiden').getByText('0 active out of 0 doors')).toBeVisible();

    // 15:30 UTC in June is 17:30 in Oslo (summer time); 08:00 UTC in December is 09:00 (winter time).
    await expect(rowOf(canvasElement, 'Nygårdsparken').getByText('In maintenance until 01.06.2099 17:30')).toBeVisible();
    await expect(rowOf(canvasElement, 'Oslo S bike hotel').getByText('Planned from 01.12.2099 09:00')).toBeVisible();
    await expect(canvas.getByText('1–10 of 24')).toBeVisible();

    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Maintenance of / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Invite to / })).not.toBeInTheDocument();
  },
};

/** Every ability, as an administrator has them. */
export const EveryAbility: Story = {
  args: everyAbility,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bryggen = rowOf(canvasElement, 'Bryggen sykkelhotell');
    await expect(bryggen.getByRole('switch', { name: 'Bryggen sykkelhotell active' })).toBeChecked();
    await expect(rowOf(canvasElement, 'Solsiden').getByRole('switch', { name: 'Solsiden active' })).not.toBeChecked();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Show details for / })).toHaveLength(rows.length);
    await expect(canvas.getByText('In maintenance until 01.06.2099 17:30')).toBeVisible();

    await userEvent.click(bryggen.getByRole('button', { name: 'Maintenance of Bryggen sykkelhotell' }));
    await expect(maintain.onMaintenance).toHaveBeenCalledWith(expect.objectContaining({ id: 12, name: 'Bryggen sykkelhotell' }));
    await userEvent.click(bryggen.getByRole('button', { name: 'Invite to Bryggen sykkelhotell' }));
    await expect(invite.onInvite).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));

    await userEvent.click(bryggen.getByRole('link', { name: 'Edit Bryggen sykkelhotell' }));
    await expect(navigate).toHaveBeenCalledWith('/locations/12', undefined);
  },
};

/** Only the invite action. */
export const CanInvite: Story = {
  args: invite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Invite to / })).toHaveLength(rows.length);
    await expect(canvas.queryByRole('button', { name: /^Maintenance of / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(rowOf(canvasElement, 'Solsiden').getByRole('button', { name: 'Invite to Solsiden' }));
    await expect(invite.onInvite).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
  },
};

/** Only the maintenance action: an actions column with no edit links. */
export const CanManageMaintenance: Story = {
  args: maintain,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Maintenance of / })).toHaveLength(rows.length);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(rowOf(canvasElement, 'Solsiden').getByRole('button', { name: 'Maintenance of Solsiden' }));
    await expect(maintain.onMaintenance).toHaveBeenCalledTimes(1);
    await expect(maintain.onMaintenance).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
  },
};

/** Only the status switch: no actions column, rows do not open. */
export const CanChangeStatus: Story = {
  args: changeStatus,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(rows.length);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
  },
};

/** Only the edit links: the status stays a badge. */
export const CanEdit: Story = {
  args: edit,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^Edit / })).toHaveLength(rows.length);
    await expect(rowOf(canvasElement, 'Solsiden').getByRole('link', { name: 'Edit Solsiden' })).toHaveAttribute(
      'href',
      '/locations/9',
    );
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Solsiden').getByText('Inactive')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
  },
};

/** A client administrator's way to the access control of each of its locations; nothing else acts. */
export const CanOpenAccessControl: Story = {
  args: { canOpenAccessControl: true, accessControlHref: (row: LocationRow) => `/locations/${row.id}/access-control` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Access control of / })).toHaveLength(rows.length);
    await expect(rowOf(canvasElement, 'Solsiden').getByRole('link', { name: 'Access control of Solsiden' })).toHaveAttribute(
      'href',
      '/locations/9/access-control',
    );
    await expect(canvas.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** Only the door details: rows open, nothing changes. */
export const CanViewDoors: Story = {
  args: viewDoors,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Show details for / })).toHaveLength(rows.length);
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const DoorDetails: Story = {
  args: viewDoors,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show details for Bryggen sykkelhotell' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const doors = canvas.getByRole('table', { name: 'Doors of Bryggen sykkelhotell' });
    const door122 = within(within(doors).getByRole('row', { name: /Door 122/ }));
    await expect(door122.getByText('Cargo')).toBeVisible();
    await expect(door122.getByText('NB Bikely narrowband')).toBeVisible();
    await expect(door122.getByText('K-1122')).toBeVisible();
    await expect(door122.getByText('Offline')).toBeVisible();
    await expect(door122.getByText('62%')).toBeVisible();
    // 08:15 UTC on 20 November is 09:15 in Oslo.
    await expect(door122.getByText('20.11.2026 09:15:00')).toBeVisible();
    await expect(door122.getByRole('cell', { name: 'Offline' })).toBeVisible();
    await expect(door122.getByRole('cell', { name: '62%' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show details for Grünerløkka skap' }));
    const grunerlokka = canvas.getByRole('table', { name: 'Doors of Grünerløkka skap' });
    const door81 = within(within(grunerlokka).getByRole('row', { name: /Door 81/ }));
    await expect(door81.getByText('PLC')).toBeVisible();
    await expect(door81.getByRole('cell', { name: 'No device status for PLC locks' })).toHaveTextContent(
      /^—No device status for PLC locks$/,
    );
    await expect(door81.getByRole('cell', { name: 'Battery level unknown' })).toHaveTextContent(/^—Battery level unknown$/);
    await expect(door81.queryByText('Unavailable')).not.toBeInTheDocument();
    const door83 = within(within(grunerlokka).getByRole('row', { name: /Door 83/ }));
    await expect(door83.getByRole('cell', { name: 'Unavailable' })).toBeVisible();
    // Low battery in the light theme's danger text (#ae2b29).
    await expect(getComputedStyle(door83.getByText('15%')).color).toBe('rgb(174, 43, 41)');

    await userEvent.click(canvas.getByRole('button', { name: 'Show details for Solsiden' }));
    await expect(canvas.getByText('No doors added to this location')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table', { name: 'Doors of Bryggen sykkelhotell' })).not.toBeInTheDocument();
  },
};

export const DeactivateAfterConfirming: Story = {
  args: changeStatus,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Bryggen sykkelhotell active' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Deactivate location?' });
    await expect(dialog).toHaveTextContent('The status of Bryggen sykkelhotell changes to Inactive.');
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(rows[0], false);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelLeavesTheStatus: Story = {
  args: changeStatus,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const solsiden = within(canvasElement).getByRole('switch', { name: 'Solsiden active' });
    await expect(solsiden).not.toBeChecked();
    await userEvent.click(solsiden);
    const dialog = await body.findByRole('alertdialog', { name: 'Activate location?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await expect(solsiden).not.toBeChecked();
  },
};

export const Paging: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'Name', direction: 'ascending' });
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading locations');
    await expect(canvas.queryByRole('heading', { name: 'No locations yet.' })).not.toBeInTheDocument();
  },
};

export const RefreshingRows: Story = {
  args: { ...changeStatus, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading locations' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('switch')).toHaveLength(rows.length);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No locations yet.' })).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
  },
};

export const FailedToLoad: Story = {
  args: { ...everyAbility, error: 'The server could not be reached.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Failed to get locations list' })).toBeVisible();
    await expect(canvas.getByText('The server could not be reached.')).toBeVisible();
    await expect(canvas.queryByText('Bryggen sykkelhotell')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A working list: the switch changes the row once confirmed. */
export const Playground: Story = {
  args: everyAbility,
  render: function Render(args) {
    const [current, setCurrent] = useState(args.rows);
    return (
      <LocationTable
        {...args}
        {...edit}
        rows={current}
        canChangeStatus
        onStatusChange={async (changed, isActive) => {
          await changeStatus.onStatusChange(changed, isActive);
          setCurrent((all) => all.map((row) => (row.id === changed.id ? { ...row, isActive } : row)));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const solsiden = within(canvasElement).getByRole('switch', { name: 'Solsiden active' });
    await userEvent.click(solsiden);
    await userEvent.click(await body.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(solsiden).toBeChecked());
    await expect(changeStatus.onStatusChange).toHaveBeenCalledWith(rows[3], true);
  },
};

// Checked by the type-check and never rendered: an ability that acts cannot be given without its callback.
function _abilitiesComeWithTheirCallbacks(props: typeof meta.args) {
  const mayActivate = props.rows.length > 0;
  return (
    <>
      {/* @ts-expect-error The status switch needs onStatusChange. */}
      <LocationTable {...props} canChangeStatus />
      {/* @ts-expect-error The edit links need editHref. */}
      <LocationTable {...props} canEdit />
      {/* @ts-expect-error A callback without its ability is a mistake too. */}
      <LocationTable {...props} onStatusChange={changeStatus.onStatusChange} />
      <LocationTable {...props} canChangeStatus={mayActivate} onStatusChange={changeStatus.onStatusChange} />
    </>
  );
}
