import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { RankedList, type RankedListItem } from './RankedList.tsx';

const topLocations: RankedListItem[] = [
  { id: 1, label: 'Oslo S sykkelhotell', value: 1204 },
  { id: 2, label: 'Bergen stasjon', value: 968 },
  { id: 3, label: 'Nationaltheatret', value: 812 },
  { id: 4, label: 'Bryggen', value: 640 },
  { id: 5, label: 'Majorstuen', value: 533 },
  { id: 6, label: 'Festplassen', value: 418 },
  { id: 7, label: 'Grünerløkka', value: 377 },
  { id: 8, label: 'Nygårdsparken', value: 251 },
  { id: 9, label: 'Aker Brygge', value: 198 },
  { id: 10, label: 'Lagunen Storsenter', value: 42 },
];

const meta = {
  title: 'Dashboard/RankedList',
  component: RankedList,
  args: { title: 'Top 10 Locations', labelHeader: 'Location', valueHeader: 'Order Counts', items: topLocations, showBars: true },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof RankedList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Top 10 Locations' }))
    .getAllByRole('row')
    .slice(1);

/** Top 10 Locations: a row per location, most first, with a bar as long as its count against the first. */
export const TopLocations: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Top 10 Locations' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Location', 'Order Counts']);
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Oslo S sykkelhotell');
    await expect(rows[0]).toHaveTextContent('1,204');
    const bars = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span');
    await expect(bars).toHaveLength(10);
    const full = bars[0]!.getBoundingClientRect().width;
    const half = bars[4]!.getBoundingClientRect().width;
    // Majorstuen's 533 is 44% of Oslo S's 1,204.
    await expect(half / full).toBeCloseTo(533 / 1204, 1);
  },
};

/** The Users card: counts without bars. */
export const UserBase: Story = {
  args: {
    title: 'Users',
    labelHeader: 'User base',
    valueHeader: 'Number',
    showBars: false,
    items: [
      { id: 'Customers', label: 'Customers', value: 18_342 },
      { id: 'Active customers', label: 'Active customers', value: 4_105 },
      { id: 'New customers', label: 'New customers', value: 312 },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Users' });
    await expect(within(table).getByRole('columnheader', { name: 'User base' })).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Customers18,342');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(0);
  },
};

/** With an href per location each row is a link to it. */
export const RowsAsLinks: Story = {
  args: { items: topLocations.map((item) => ({ ...item, href: `/locations/${item.id}` })) },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[1]).toHaveAttribute('data-href', '/locations/2');
    await within(rows[1]!).getByText('Bergen stasjon').click();
    await expect(navigate).toHaveBeenCalledWith('/locations/2', undefined);
  },
};

/** No orders in the period: "No data" in the table. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

/** Every count zero: no bar draws longer than the others. */
export const AllZero: Story = {
  args: { items: topLocations.slice(0, 3).map((item) => ({ ...item, value: 0 })) },
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
    await expect(new Set(bars.map((bar) => bar.style.width))).toEqual(new Set(['0%']));
  },
};
