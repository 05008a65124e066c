import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { formatMoney } from '@velo/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable.tsx';
import { virtualizeUnderVitest } from '../../testing/virtualizer.ts';

interface Location {
  id: number;
  name: string;
  client: string;
  doors: number;
  activeDoors: number;
  isActive: boolean;
  revenue: number;
}

const places = ['Bryggen', 'Sentrum', 'Nygård', 'Grünerløkka', 'Majorstuen', 'Solsiden', 'Lade', 'Tøyen'];
const clients = ['Bergen Sykkelparkering', 'Oslo Bysykkel', 'Trondheim Kommune'];

const locations: Location[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `${places[index % places.length]} ${Math.floor(index / places.length) + 1}`,
  client: clients[index % clients.length]!,
  doors: 8 + (index % 5) * 2,
  activeDoors: 6 + (index % 4),
  isActive: index % 7 !== 3,
  revenue: 1250 + index * 371.5,
}));

const columns: Array<DataTableColumn<Location>> = [
  { id: 'Name', header: 'Name', cell: (row) => row.name, isRowHeader: true, allowsSorting: true },
  { id: 'Client', header: 'Client', cell: (row) => row.client, allowsSorting: true },
  { id: 'Doors', header: 'Doors', cell: (row) => `${row.activeDoors} active out of ${row.doors} doors` },
  {
    id: 'IsActive',
    header: 'Status',
    cell: (row) => (
      <Badge tone={row.isActive ? 'success' : 'neutral'} dot>
        {row.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  { id: 'Revenue', header: 'Revenue', cell: (row) => formatMoney(row.revenue), align: 'end', allowsSorting: true },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Location>,
  args: {
    'aria-label': 'Locations',
    columns,
    rows: locations.slice(0, 10),
    rowKey: (row: Location) => row.id,
    page: 1,
    pageSize: 10,
    totalCount: locations.length,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    sortDescriptor: { column: 'Name', direction: 'ascending' },
    onSortChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<Location>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Locations' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('rowheader', { name: 'Bryggen 1' })).toBeVisible();
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 2, rows: locations.slice(10, 20) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { page: 6, rows: locations.slice(50) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** The server stopped counting at 10,000 (totalCountIsCapped): the pager says so and lets the user go on. */
export const CappedTotal: Story = {
  args: { totalCount: 10_000, isTotalCapped: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of more than 10,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Past the counted pages of a capped total, Next stays enabled: there are more rows than were counted. */
export const PastTheCappedTotal: Story = {
  args: { page: 1001, totalCount: 10_000, isTotalCapped: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10,001–10,010 of more than 10,000')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1002);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1000);
  },
};

/** A total counted in full ends paging at its last page, with thousands separated. */
export const LastPageOfThousands: Story = {
  args: { page: 250, totalCount: 2_495 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2,491–2,495 of 2,495')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const PageSize: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Rows per page/ });
    await expect(trigger).toHaveTextContent('10');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
  },
};

export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Locations' });
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getByRole('columnheader', { name: 'Doors' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(name);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'Name', direction: 'descending' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Revenue/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'Revenue', direction: 'ascending' });
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Doors' }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

export const NumbersAlignRight: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Locations' });
    const revenue = within(table).getByText(formatMoney(locations[0]!.revenue));
    const name = within(table).getByRole('rowheader', { name: 'Bryggen 1' });
    await expect(getComputedStyle(revenue).textAlign).toBe('end');
    await expect(getComputedStyle(name).textAlign).toBe('start');
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Locations' });
    await userEvent.click(within(table).getByText('Sentrum 1'));
    await expect(args.onRowAction).toHaveBeenCalledWith(locations[1]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(locations[2]);
  },
};

const navigateTo = fn();

/** Rows as links: a screen reader announces each as a link, and a click or Enter follows the router. */
export const RowLinks: Story = {
  args: { rowHref: (row: Location) => `/locations/${row.id}` },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigateTo}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Locations' });
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('data-href', '/locations/1');
    await userEvent.click(within(table).getByText('Sentrum 1'));
    await expect(navigateTo).toHaveBeenCalledWith('/locations/2', undefined);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigateTo).toHaveBeenLastCalledWith('/locations/3', undefined);
  },
};

export const ExpandableRows: Story = {
  args: {
    onRowAction: fn(),
    renderExpanded: (row: Location) => (
      <p>
        {row.name} has {row.doors} doors; {row.activeDoors} are active.
      </p>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show details for Sentrum 1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Sentrum 1 has 10 doors; 7 are active.')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = canvas.getByText('Sentrum 1 has 10 doors; 7 are active.');
    await expect(details).toBeVisible();
    await expect(args.onRowAction).not.toHaveBeenCalled();
    const detailRow = details.closest('[role="row"]');
    await expect(detailRow?.previousElementSibling).toHaveTextContent('Sentrum 1');
    await expect(details.closest('[role="gridcell"]')).toHaveAttribute('colspan', String(columns.length + 1));

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Sentrum 1 has 10 doors; 7 are active.')).not.toBeInTheDocument();
  },
};

export const LoadingWithRows: Story = {
  args: { isLoading: true, loadingLabel: 'Loading locations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading locations' })).toBeInTheDocument();
    const table = canvas.getByRole('grid', { name: 'Locations' });
    await expect(within(table).getByRole('rowheader', { name: 'Bryggen 1' })).toBeInTheDocument();
    const probe = canvasElement.ownerDocument.createElement('span');
    probe.style.color = vars.color.text.muted;
    canvasElement.append(probe);
    const cell = within(table).getByRole('rowheader', { name: 'Bryggen 1' });
    await expect(getComputedStyle(cell).color).toBe(getComputedStyle(probe).color);
    probe.remove();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LoadingFirstPage: Story = {
  args: { isLoading: true, loadingLabel: 'Loading locations', rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading locations');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    totalCount: 0,
    emptyState: <EmptyState title="No locations match these filters" description="Change or clear the filters to see more." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No locations match these filters' })).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const WithoutPaging: Story = {
  render: (args) => (
    <DataTable aria-label={args['aria-label']} columns={columns} rows={locations.slice(0, 4)} rowKey={args.rowKey} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

export const StickyHeader: Story = {
  args: { rows: locations.slice(0, 50), pageSize: 50 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Locations' });
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    const page = canvasElement.ownerDocument.scrollingElement!;
    await expect(page.scrollHeight).toBeGreaterThan(page.clientHeight);
    page.scrollTop = 800;
    await waitFor(() => expect(page.scrollTop).toBe(800));
    await expect(Math.abs(header.getBoundingClientRect().top)).toBeLessThan(1);
    await expect(table.getBoundingClientRect().top).toBeLessThan(-700);
    page.scrollTop = 0;
  },
};

/** Paging and sorting done in the story, as the console does them on the server. */
export const Playground: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(10);
    const [sort, setSort] = useState<SortDescriptor>({ column: 'Name', direction: 'ascending' });
    const column = String(sort.column);
    const key = (column.charAt(0).toLowerCase() + column.slice(1)) as keyof Location;
    const sorted = [...locations].sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.direction === 'ascending' ? 1 : -1),
    );
    return (
      <DataTable
        {...args}
        rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
        page={page}
        pageSize={pageSize}
        totalCount={locations.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        sortDescriptor={sort}
        onSortChange={(descriptor) => {
          setSort(descriptor);
          setPage(1);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Revenue/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Revenue/ }));
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
    await expect(within(canvas.getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent(locations[56]!.name);
  },
};

/** A row left expanded, so the accessibility checks after the story see its details row. */
export const RowExpanded: Story = {
  args: {
    onRowAction: fn(),
    renderExpanded: (row: Location) => <p>{row.client}</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rowCount = canvas.getAllByRole('row').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Show details for Bryggen 1' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(rowCount + 1);
  },
};

interface Order {
  id: number;
  name: string;
  status: number;
  amount: number;
}

const firstNames = ['Ingrid', 'Ola', 'Kari', 'Lars', 'Sigrid', 'Anders', 'Nora', 'Emil', 'Astrid', 'Jonas'];
const surnames = ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Berg', 'Haugen', 'Dahl', 'Lie', 'Moen'];

/** `count` orders, the same every time: order n is always the same person, status and amount. */
function generateOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    // A multiplicative hash of the id: deterministic, but not in step with the lists' lengths.
    const hash = Math.imul(id, 2654435761) >>> 0;
    return {
      id,
      name: `${firstNames[hash % firstNames.length]} ${surnames[(hash >>> 8) % surnames.length]}`,
      status: (hash >>> 16) % 5,
      amount: 20 + ((hash >>> 4) % 48000) / 100,
    };
  });
}

const orderColumns: Array<DataTableColumn<Order>> = [
  { id: 'Id', header: 'Order', cell: (order) => `#${order.id}`, isRowHeader: true, allowsSorting: true, width: 120 },
  { id: 'Name', header: 'Name', cell: (order) => order.name, allowsSorting: true },
  { id: 'Status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} />, width: 340 },
  { id: 'Amount', header: 'Amount', cell: (order) => formatMoney(order.amount), align: 'end', width: 160 },
];

const onOrdersSortChange = fn();

/** A page of `count` orders in one table, sorted on the server (so sorting only calls back). */
function longPage(count: number): Story {
  let orders: Order[] | undefined;
  return {
    beforeEach: virtualizeUnderVitest,
    render: () => (
      <DataTable
        aria-label="Orders"
        columns={orderColumns}
        rows={(orders ??= generateOrders(count))}
        rowKey={(order) => order.id}
        sortDescriptor={{ column: 'Id', direction: 'ascending' }}
        onSortChange={onOrdersSortChange}
      />
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // A long page's virtualizer loads with the first long page.
      const grid = await canvas.findByRole('grid', { name: 'Orders' }, { timeout: 10_000 });
      const lastIndex = String(count + 1);
      const focusedRow = () => canvasElement.ownerDocument.activeElement?.closest('[role="row"]');
      const renderedRows = () => grid.querySelectorAll('[role="row"]').length;

      // Every row counts (the header row too), but only a window of them is in the DOM.
      await expect(grid).toHaveAttribute('aria-rowcount', lastIndex);
      await waitFor(() => expect(within(grid).getByRole('rowheader', { name: '#1' })).toBeVisible());
      await expect(renderedRows()).toBeLessThan(200);
      await expect(grid.scrollHeight).toBeGreaterThan(count * 40);
      await expect(grid.clientHeight).toBeLessThan(canvasElement.ownerDocument.defaultView!.innerHeight);

      // Scrolled to the middle, it draws the rows there: row n starts n - 1 rows (46 px each) below the header.
      const middle = count / 2;
      grid.scrollTop = 46 * (middle - 1);
      await waitFor(() => expect(within(grid).getByRole('rowheader', { name: `#${middle}` })).toBeVisible());
      await expect(within(grid).queryByRole('rowheader', { name: '#1' })).not.toBeInTheDocument();
      await expect(renderedRows()).toBeLessThan(200);
      grid.scrollTop = 0;
      const first = await waitFor(() => within(grid).getByRole('rowheader', { name: '#1' }));
      await waitFor(() => expect(getComputedStyle(first).pointerEvents).not.toBe('none'));

      // The keyboard reaches rows that are not rendered yet: down a row, a page, then to the last.
      await userEvent.click(within(grid).getByRole('rowheader', { name: '#1' }));
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '3'));
      await userEvent.keyboard('{PageDown}');
      await waitFor(() => expect(Number(focusedRow()?.getAttribute('aria-rowindex'))).toBeGreaterThan(10));
      // The box scrolls to the focused row once it has drawn it, a frame or more after the focus moved.
      await waitFor(() => expect(grid.scrollTop).toBeGreaterThan(0));
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', lastIndex));
      const last = `#${count}`;
      await waitFor(() => expect(within(grid).getByRole('rowheader', { name: last })).toBeVisible());
      await expect(within(grid).queryByRole('rowheader', { name: '#1' })).not.toBeInTheDocument();
      await expect(renderedRows()).toBeLessThan(200);
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', String(count)));

      // The header stays at the top of the box that scrolls, and sorts.
      const header = within(grid).getByRole('columnheader', { name: /Name/ });
      await expect(header).toBeVisible();
      await expect(Math.abs(header.getBoundingClientRect().top - grid.getBoundingClientRect().top)).toBeLessThan(2);
      // While it scrolls the Virtualizer turns pointer events off; they come back when it stops.
      await waitFor(() => expect(getComputedStyle(header).pointerEvents).not.toBe('none'));
      await userEvent.click(header);
      await expect(onOrdersSortChange).toHaveBeenLastCalledWith({ column: 'Name', direction: 'ascending' });

      // Scrolling back to the top brings the first row back.
      grid.scrollTop = 0;
      await waitFor(() => expect(within(grid).getByRole('rowheader', { name: '#1' })).toBeVisible());
    },
  };
}

/**
 * 10,000 rows: past `virtualizeAbove` the table scrolls in its own box and renders only the rows in
 * view; the keyboard reaches the last row all the same.
 */
export const TenThousandRows: Story = longPage(10_000);

/**
 * The same with 100,000 rows, which `measureTableScroll.mjs` scrolls to measure frame rate and long
 * tasks. Not in the Vitest run: React Aria builds its collection of every row (500,000 nodes here)
 * before the Virtualizer renders a window of it, which takes about 10 s in a production build on
 * two busy cores and 25–35 s in a development one, past Vitest's 15 s per story. Its play function
 * runs in Storybook and in the measuring script, which stops if it fails.
 */
export const HundredThousandRows: Story = { ...longPage(100_000), tags: ['!test'] };

const navigateToOrder = fn();

/** A virtualized page keeps rows as links and the details toggle; a detail row gets the height it needs. */
export const LongPageLinksAndDetails: Story = {
  beforeEach: virtualizeUnderVitest,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigateToOrder}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: function Render() {
    const [orders] = useState(() => generateOrders(300));
    return (
      <DataTable
        aria-label="Orders"
        columns={orderColumns}
        rows={orders}
        rowKey={(order) => order.id}
        rowHref={(order) => `/orders/${order.id}`}
        renderExpanded={(order) => (
          <div>
            <p>
              Order {order.id} was placed by {order.name}.
            </p>
            <p>Its payment and invoice are on the order&apos;s page.</p>
            <p>Refunds are made from there too.</p>
          </div>
        )}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A long page's virtualizer loads with the first long page.
    const grid = await canvas.findByRole('grid', { name: 'Orders' });
    await expect(grid).toHaveAttribute('aria-rowcount', '301');
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(200);

    const second = within(grid).getByRole('rowheader', { name: '#2' }).closest('[role="row"]')!;
    await expect(second).toHaveAttribute('data-href', '/orders/2');
    await userEvent.click(within(grid).getByText('#2'));
    await expect(navigateToOrder).toHaveBeenCalledWith('/orders/2', undefined);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigateToOrder).toHaveBeenLastCalledWith('/orders/3', undefined);

    const toggle = canvas.getByRole('button', { name: 'Show details for #2' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = await canvas.findByText('Refunds are made from there too.');
    await expect(details).toBeVisible();
    const detailRow = details.closest('[role="row"]')!;
    await expect(detailRow).toHaveAttribute('aria-rowindex', '4');
    await expect(details.closest('[role="gridcell"]')).toHaveAttribute('aria-colspan', String(orderColumns.length + 1));
    // Measured, not the estimated 46 px: the row below starts under all three lines.
    const third = within(grid).getByRole('rowheader', { name: '#3' }).closest('[role="row"]')!;
    await waitFor(() => expect(third.getBoundingClientRect().top).toBeGreaterThanOrEqual(details.getBoundingClientRect().bottom));
    await expect(grid).toHaveAttribute('aria-rowcount', '302');

    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByText('Refunds are made from there too.')).not.toBeInTheDocument());
  },
};
