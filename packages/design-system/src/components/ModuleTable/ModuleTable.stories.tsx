import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { ModuleTable, type ModuleRow } from './ModuleTable.tsx';

const oslo = { name: 'Oslo S Sykkelhotell', client: { name: 'Nordlys Parkering AS' } };
const bergen = { name: 'Bergen Bryggen', client: { name: 'Vestland Sykkeldrift AS' } };

const placed: ModuleRow = {
  id: 1,
  name: 'VM-2024-0108',
  location: oslo,
  tags: { Comment: 'Montert på betongsåle', Color: 'RAL 7016 Antrasittgrå', Produkt: 'Sykkelskap 6-delt', Folie: '' },
  items: [
    { id: 11, name: 'A-01', doorType: 1, lockType: 2, door: { name: 'A-01', locationName: 'Oslo S Sykkelhotell' } },
    { id: 12, name: 'A-02', doorType: 0, lockType: 1, door: null },
  ],
};

/** Thirty modules: two pages of 25. */
const many: ModuleRow[] = [
  placed,
  { id: 2, name: 'VM-2023-0115', location: bergen, tags: {}, items: [] },
  { id: 3, name: 'VM-2026-0900', location: null, tags: { Produkt: 'Sykkelskap 10-delt' }, items: [] },
  { id: 4, name: 'VM-2022-0122', location: { name: 'Ålesund Sentrum', client: null }, tags: {}, items: [] },
  ...Array.from({ length: 26 }, (_, index) => ({
    id: 10 + index,
    name: `VM-2025-${String(200 + index).padStart(4, '0')}`,
    location: oslo,
    tags: {},
    items: [],
  })),
];

const meta = {
  title: 'Modules/ModuleTable',
  component: ModuleTable,
  args: { rows: many, editHref: (module: ModuleRow) => `/modules/${module.id}`, onRetry: fn() },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof ModuleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(name) }));

/** The columns, a client or none, a location or Not assigned, 25 a page; Edit module opens the module. */
export const Modules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Details', 'Module name', 'Client', 'Location', 'Items', 'Actions']);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(25);
    await expect(canvas.getByText('1–25 of 30')).toBeVisible();
    const first = rowOf(canvasElement, 'VM-2024-0108');
    await expect(first.getByText('Nordlys Parkering AS')).toBeVisible();
    await expect(first.getByText('Oslo S Sykkelhotell')).toBeVisible();
    await expect(first.getByRole('gridcell', { name: '2' })).toBeVisible();
    await expect(rowOf(canvasElement, 'VM-2026-0900').getByText('Not assigned')).toBeVisible();
    await expect(rowOf(canvasElement, 'VM-2022-0122').getByText('—')).toBeVisible();

    await userEvent.click(first.getByRole('link', { name: 'Edit module VM-2024-0108' }));
    await expect(navigate).toHaveBeenCalledWith('/modules/1', undefined);
  },
};

/** A row opens to its tags (the default keys first, empty values as a dash) and its door components. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details for VM-2024-0108' }));
    const tags = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(tags).toEqual(['Produkt', 'Color', 'Folie', 'Comment']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Sykkelskap 6-delt',
      'RAL 7016 Antrasittgrå',
      '—',
      'Montert på betongsåle',
    ]);
    const items = within(canvas.getByRole('table', { name: 'Door components of VM-2024-0108' }));
    const a01 = within(items.getByRole('row', { name: /A-01/ }));
    await expect(a01.getByText('Standard')).toBeVisible();
    await expect(a01.getByText('NB Bikely narrowband')).toBeVisible();
    await expect(a01.getByText('A-01 at Oslo S Sykkelhotell')).toBeVisible();
    await expect(within(items.getByRole('row', { name: /A-02/ })).getByText('No door yet')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show details for VM-2023-0115' }));
    await expect(canvas.getByText('No tags')).toBeVisible();
    await expect(canvas.getByText('No door components yet')).toBeVisible();
  },
};

/** Sorted in the browser by a column, from the first page; then paged. */
export const SortAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Location/ }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('VM-2023-0115');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Location/ }));
    // Descending: Å comes last in Norwegian, so first here.
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('VM-2022-0122');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Items/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Items/ }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('VM-2024-0108');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('26–30 of 30')).toBeVisible();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No modules yet.' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading modules');
    await expect(canvas.queryByRole('heading', { name: 'No modules yet.' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Failed to fetch' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The modules could not be loaded' })).toBeVisible();
    await expect(canvas.queryByText('VM-2024-0108')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
