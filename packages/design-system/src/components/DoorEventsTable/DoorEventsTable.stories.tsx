import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuditedEvent, AuditedPropertyChange } from '@velo/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DoorEventsTable } from './DoorEventsTable.tsx';

const change = (propertyName: string, originalValue: string, newValue: string): AuditedPropertyChange => ({
  propertyName,
  originalValue,
  newValue,
});

const reasons = ['"Lock jammed"', '"Hinge replaced"', '"Water in the lock"', '"Battery swap"'];
const doorsOf = [
  {
    locationId: 3,
    locationName: 'Bryggen Sykkelhotell',
    doors: [
      [101, 'A-01'],
      [102, 'A-02'],
    ],
  },
  {
    locationId: 8,
    locationName: 'Oslo S Sykkelparkering',
    doors: [
      [240, 'B-14'],
      [241, 'B-15'],
    ],
  },
] as const;

// 25 changes of four doors on 24 November 2026, newest first, every 17 minutes from 17:30 Oslo time: disabled with
// a reason, enabled again (the reason cleared), now and then a description edited alone (Unchanged).
const events: AuditedEvent[] = Array.from({ length: 25 }, (_, index) => {
  const site = doorsOf[index % 2]!;
  const [doorId, doorName] = site.doors[Math.floor(index / 2) % 2]!;
  const reason = reasons[index % reasons.length]!;
  const propertyChanges =
    index % 5 === 4
      ? [change('Description', '"Lock jammed"', reason)]
      : index % 2 === 0
        ? [change('Status', 'true', 'false'), change('Description', 'null', reason)]
        : [change('Status', 'false', 'true'), change('Description', reason, 'null')];
  return {
    locationId: site.locationId,
    locationName: site.locationName,
    doorName,
    userName: index % 3 === 2 ? 'support' : 'admin',
    entity: {
      entityId: String(doorId),
      changeTime: new Date(Date.UTC(2026, 10, 24, 16, 30) - index * 17 * 60_000).toISOString(),
      propertyChanges,
    },
  };
});

const meta = {
  title: 'Events/DoorEventsTable',
  component: DoorEventsTable,
  args: { events, page: 1, pageSize: 25, totalCount: 57, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof DoorEventsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Door Events' });
const rowsOf = (canvasElement: HTMLElement) =>
  within(tableOf(canvasElement))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The spec's columns; Status from the Status change, the reason as the comment, N/A without one. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toEqual([
      'Location Id',
      'Location',
      'Door Id',
      'Door Name',
      'Status',
      'Comment',
      'By User',
      'Timestamp',
    ]);
    await expect(rows).toHaveLength(26);
    await expect(rows[1]).toEqual([
      '3',
      'Bryggen Sykkelhotell',
      '101',
      'A-01',
      'Disabled',
      'Lock jammed',
      'admin',
      '24.11.2026 17:30:00',
    ]);
    await expect(rows[2]).toEqual([
      '8',
      'Oslo S Sykkelparkering',
      '240',
      'B-14',
      'Enabled',
      'N/A',
      'admin',
      '24.11.2026 17:13:00',
    ]);
    await expect(rows[3]).toEqual([
      '3',
      'Bryggen Sykkelhotell',
      '102',
      'A-02',
      'Disabled',
      'Water in the lock',
      'support',
      '24.11.2026 16:56:00',
    ]);
    await expect(rows[5]).toEqual([
      '3',
      'Bryggen Sykkelhotell',
      '101',
      'A-01',
      'Unchanged',
      'Lock jammed',
      'admin',
      '24.11.2026 16:22:00',
    ]);
    await expect(within(canvasElement).getByText('1–25 of 57')).toBeVisible();
  },
};

/** Next and Previous ask for the page; the first page has no Previous. */
export const Paging: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('26–50 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 3, events: events.slice(0, 7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A search that matches nothing. */
export const Empty: Story = {
  args: { events: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], totalCount: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Door Events');
  },
};

/** The next page on its way: the rows shown stay, dimmed under a progress bar. */
export const LoadingNextPage: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading Door Events' })).toBeInTheDocument();
    await expect(rowsOf(canvasElement)).toHaveLength(26);
  },
};

/** A page that could not be loaded says so, with its reason, and Try again asks again. */
export const Failed: Story = {
  args: { error: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Could not load Door Events.' })).toBeVisible();
    await expect(canvas.getByText('The server did not answer.')).toBeVisible();
    await expect(canvas.queryByText('Lock jammed')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An event whose user has since been deleted. */
export const UserGone: Story = {
  args: { events: [{ ...events[0]!, userName: null }], totalCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)[1]?.[6]).toBe('N/A');
  },
};
