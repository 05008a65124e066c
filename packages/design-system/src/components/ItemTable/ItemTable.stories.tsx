import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { ItemTable, type ItemRow } from './ItemTable.tsx';

const module = { id: 3, name: 'VM-2024-0108' };
const rows: ItemRow[] = [
  {
    id: 11,
    name: 'A-01',
    dmsId: 'DMS-4411',
    doorType: 1,
    lockType: 2,
    module,
    door: { id: 71, name: 'A-01', locationName: 'Oslo S Sykkelhotell' },
  },
  { id: 12, name: 'A-02', dmsId: null, doorType: 0, lockType: 1, module, door: null },
  ...Array.from({ length: 26 }, (_, index) => ({
    id: 20 + index,
    name: `B-${String(index + 1).padStart(2, '0')}`,
    dmsId: null,
    doorType: 4,
    lockType: 0,
    module: { id: 5, name: 'VM-2026-0900' },
    door: null,
  })),
];

const meta = {
  title: 'Modules/ItemTable',
  component: ItemTable,
  args: {
    rows,
    editHref: (item: ItemRow) => `/items/${item.id}`,
    moduleHref: (item: ItemRow) => `/modules/${item.module.id}/items`,
    doorHref: (door: NonNullable<ItemRow['door']>) => `/doors/${door.id}`,
    onRetry: fn(),
  },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof ItemTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(`^${name}`) }));

/** Every item with its module and door, 25 a page; the module, the door and Edit item are links. */
export const AllItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Module', 'DMS id', 'Door type', 'Lock', 'Door', 'Actions']);
    await expect(canvas.getByText('1–25 of 28')).toBeVisible();
    const a01 = rowOf(canvasElement, 'A-01');
    await expect(a01.getByText('NB Bikely narrowband')).toBeVisible();
    await expect(rowOf(canvasElement, 'A-02').getByText('No door yet')).toBeVisible();

    await userEvent.click(a01.getByRole('link', { name: 'A-01 at Oslo S Sykkelhotell' }));
    await expect(navigate).toHaveBeenLastCalledWith('/doors/71', undefined);
    await userEvent.click(a01.getByRole('link', { name: 'VM-2024-0108' }));
    await expect(navigate).toHaveBeenLastCalledWith('/modules/3/items', undefined);
    await userEvent.click(a01.getByRole('link', { name: 'Edit item A-01' }));
    await expect(navigate).toHaveBeenLastCalledWith('/items/11', undefined);
  },
};

/** A module's own list: no Module column. */
export const OfOneModule: Story = {
  args: { rows: rows.slice(0, 2), moduleHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Module' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(2);
  },
};

export const SortAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: /^Name/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /^Name/ }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('B-26');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('26–28 of 28')).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['B-01', 'A-02', 'A-01']);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No door components yet' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Failed to fetch' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The door components could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
