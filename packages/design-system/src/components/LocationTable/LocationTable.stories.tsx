import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { dateTimeMinutesFormat, formatDateTime } from '@velo/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import {
  LocationTable,
  locationTableVariants,
  type LocationDoorRow,
  type LocationRow,
  type LocationTableProps,
} from './LocationTable.tsx';

const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

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

const maintenanceEnd = inHours(3);
const plannedStart = inHours(48);

const rows: LocationRow[] = [
  location(12, 'Bryggen sykkelhotell', 'Bergen', { inviteCode: 'BRY-4821' }),
  location(11, 'Nygårdsparken', 'Bergen', {
    isPublic: false,
    maintenanceStartTime: inHours(-1),
    maintenanceEndingTime: maintenanceEnd,
  }),
  location(10, 'Oslo S bike hotel', 'Oslo', { maintenanceStartTime: plannedStart, maintenanceEndingTime: inHours(50) }),
  location(9, 'Solsiden', 'Trondheim', { isActive: false, doors: [] }),
  location(8, 'Grünerløkka skap', 'Oslo'),
];

const meta = {
  title: 'Domain/LocationTable',
  component: LocationTable,
  args: {
    variant: 'admin',
    rows,
    totalCount: 24,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    sortDescriptor: { column: 'Id', direction: 'descending' },
    onSortChange: fn(),
    editHref: (row: LocationRow) => `/locations/${row.id}`,
    onStatusChange: fn<NonNullable<LocationTableProps['onStatusChange']>>(async () => {}),
    onRetry: fn(),
    emptyState: <EmptyState title="No locations yet." action={<Button variant="primary">Add the first location</Button>} />,
  },
  argTypes: { variant: { control: 'inline-radio', options: locationTableVariants } },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof LocationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bryggen = canvas.getByRole('row', { name: /Bryggen sykkelhotell/ });
    const cells = within(bryggen);
    await expect(cells.getByRole('rowheader')).toHaveTextContent('Bryggen sykkelhotell');
    await expect(cells.getByText('Bergen')).toBeVisible();
    await expect(cells.getByText('2 active out of 3 doors')).toBeVisible();
    await expect(cells.getByRole('img', { name: 'Public' })).toBeVisible();
    await expect(cells.getByRole('img', { name: 'Has an invite code' })).toBeVisible();
    await expect(cells.getByRole('switch', { name: 'Bryggen sykkelhotell active' })).toBeChecked();

    await expect(within(canvas.getByRole('row', { name: /Nygårdsparken/ })).getByRole('img', { name: 'Hidden' })).toBeVisible();
    await expect(canvas.getByText(`In maintenance until ${formatDateTime(maintenanceEnd, dateTimeMinutesFormat)}`)).toBeVisible();
    await expect(canvas.getByText(`Planned from ${formatDateTime(plannedStart, dateTimeMinutesFormat)}`)).toBeVisible();
    await expect(canvas.getByText('1–10 of 24')).toBeVisible();

    const edit = cells.getByRole('link', { name: 'Edit Bryggen sykkelhotell' });
    await userEvent.click(edit);
    await expect(navigate).toHaveBeenCalledWith('/locations/12', undefined);
  },
};

export const Restricted: Story = {
  args: { variant: 'restricted', onStatusChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(rows.length);
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('row', { name: /Solsiden/ })).getByText('Inactive')).toBeVisible();
  },
};

export const DeactivateAfterConfirming: Story = {
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

export const DoorDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show details for Bryggen sykkelhotell' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const doors = canvas.getByRole('table', { name: 'Doors of Bryggen sykkelhotell' });
    const door122 = within(within(doors).getByRole('row', { name: /Door 122/ }));
    await expect(door122.getByText('Cargo')).toBeVisible();
    await expect(door122.getByText('NB Bikely narrowband')).toBeVisible();
    await expect(door122.getByText('K-1122')).toBeVisible();
    await expect(door122.getByText('Offline')).toBeVisible();
    await expect(door122.getByText('62%')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show details for Solsiden' }));
    await expect(canvas.getByText('No doors added to this location')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table', { name: 'Doors of Bryggen sykkelhotell' })).not.toBeInTheDocument();
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
  args: { isLoading: true },
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
  args: { error: 'The server could not be reached.' },
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
  render: function Render(args) {
    const [current, setCurrent] = useState(args.rows);
    return (
      <LocationTable
        {...args}
        rows={current}
        onStatusChange={async (changed, isActive) => {
          await args.onStatusChange?.(changed, isActive);
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
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details for Oslo S bike hotel' }));
    await expect(canvas.getByRole('table', { name: 'Doors of Oslo S bike hotel' })).toBeVisible();
  },
};
