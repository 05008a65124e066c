import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentStatus } from '@velo/domain';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { TransactionsTable, type TransactionRow } from './TransactionsTable.tsx';

const statuses: Array<PaymentStatus | null> = [1, 1, 1, 2, 1, 0, 1, 3, 1, null, 1, 1, 4, 1, 1, 2, 1, 1, 0, 1];

// The 20 latest orders with payments on 24 November 2026, newest first, every 23 minutes from 17:30 Oslo time.
const transactions: TransactionRow[] = statuses.map((status, index) => {
  const amount = [25, 49, 99, 149][index % 4]!;
  return {
    date: new Date(Date.UTC(2026, 10, 24, 16, 30) - index * 23 * 60_000).toISOString(),
    orderId: 48_213 - index * 3,
    status,
    amount,
    revenue: status === 1 ? amount : status === 3 ? amount / 2 : 0,
  };
});

const meta = {
  title: 'Dashboard/TransactionsTable',
  component: TransactionsTable,
  args: { transactions },
} satisfies Meta<typeof TransactionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Transactions' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Date in the browser's zone (Oslo here), OrderId, Status, Amount and Revenue with two decimals. */
export const LatestTwenty: Story = {
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toEqual(['Date', 'OrderId', 'Status', 'Amount', 'Revenue']);
    await expect(rows).toHaveLength(21);
    await expect(rows[1]).toEqual(['24.11.2026 17:30:00', '48213', 'Paid', '25.00 NOK', '25.00 NOK']);
    await expect(rows[4]).toEqual(['24.11.2026 16:21:00', '48204', 'Refunded', '149.00 NOK', '0.00 NOK']);
    await expect(rows[8]).toEqual(['24.11.2026 14:49:00', '48192', 'Partially Refunded', '149.00 NOK', '74.50 NOK']);
  },
};

/** An order without a payment status reads "No Payment Status", as everywhere else. */
export const NoPaymentStatus: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)[10]).toEqual([
      '24.11.2026 14:03:00',
      '48186',
      'No Payment Status',
      '49.00 NOK',
      '0.00 NOK',
    ]);
  },
};

/** With orderHref each row is a link to its order; Enter on a focused row follows it. */
export const RowsLinkToOrders: Story = {
  args: { orderHref: (orderId: number) => `/orders/${orderId}` },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Transactions' });
    await userEvent.click(within(table).getByText('48210'));
    await expect(navigate).toHaveBeenCalledWith('/orders/48210', undefined);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/orders/48207', undefined);
  },
};

/** The same order twice (two payments) is two rows, not a crash. */
export const OrderListedTwice: Story = {
  args: { transactions: [transactions[0]!, { ...transactions[0]!, status: 2, revenue: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};
