import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuditedEvent, AuditedPropertyChange } from '@velo/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocationEventsTable } from './LocationEventsTable.tsx';

const change = (propertyName: string, originalValue: string, newValue: string): AuditedPropertyChange => ({
  propertyName,
  originalValue,
  newValue,
});

const sites = [
  { locationId: 3, locationName: 'Bryggen Sykkelhotell' },
  { locationId: 8, locationName: 'Oslo S Sykkelparkering' },
  { locationId: 12, locationName: 'Nidarosdomen Sykkelbod' },
] as const;

// Activations, deactivations and access control changes on 24 November 2026, newest first, every 41 minutes from
// 17:30 Oslo time; every fourth is one save that changed both properties (two rows).
const events: AuditedEvent[] = Array.from({ length: 25 }, (_, index) => {
  const site = sites[index % 3]!;
  const propertyChanges =
    index % 4 === 0
      ? [change('IsActive', 'true', 'false'), change('AccessControlType', '0', '1')]
      : index % 4 === 1
        ? [change('IsActive', 'false', 'true')]
        : index % 4 === 2
          ? [change('AccessControlType', '1', '0')]
          : [change('IsActive', 'true', 'false')];
  return {
    ...site,
    doorName: null,
    userName: index % 5 === 3 ? 'client' : 'admin',
    entity: {
      entityId: String(site.locationId),
      changeTime: new Date(Date.UTC(2026, 10, 24, 16, 30) - index * 41 * 60_000).toISOString(),
      propertyChanges,
    },
  };
});

const meta = {
  title: 'Events/LocationEventsTable',
  component: LocationEventsTable,
  args: { events, page: 1, pageSize: 25, totalCount: 31, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof LocationEventsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Location Events' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** One row per property changed: IsActive as Activated/Deactivated, AccessControlType as Public/Private. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toEqual(['Location Id', 'Location', 'Property', 'From', 'To', 'By User', 'Timestamp']);
    // 25 events, 7 of them with two changes.
    await expect(rows).toHaveLength(1 + 25 + 7);
    await expect(rows.slice(1, 6)).toEqual([
      ['3', 'Bryggen Sykkelhotell', 'IsActive', 'Activated', 'Deactivated', 'admin', '24.11.2026 17:30:00'],
      ['3', 'Bryggen Sykkelhotell', 'AccessControlType', 'Public', 'Private', 'admin', '24.11.2026 17:30:00'],
      ['8', 'Oslo S Sykkelparkering', 'IsActive', 'Deactivated', 'Activated', 'admin', '24.11.2026 16:49:00'],
      ['12', 'Nidarosdomen Sykkelbod', 'AccessControlType', 'Private', 'Public', 'admin', '24.11.2026 16:08:00'],
      ['3', 'Bryggen Sykkelhotell', 'IsActive', 'Activated', 'Deactivated', 'client', '24.11.2026 15:27:00'],
    ]);
    await expect(within(canvasElement).getByText('1–25 of 31')).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { events: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
    await expect(within(canvasElement).getByText('0 of 0')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], totalCount: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Location Events');
  },
};

export const Failed: Story = {
  args: { error: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Could not load Location Events.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
