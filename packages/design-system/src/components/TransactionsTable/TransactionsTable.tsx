import { formatDateTime, noData, type PaymentStatus } from '@velo/domain';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { Money } from '../Money/Money.tsx';
import { PaymentStatusBadge } from '../PaymentStatusBadge/PaymentStatusBadge.tsx';
import { emptyTableText, tabularCell } from '../../styles/tableText.css.ts';

export interface TransactionRow {
  /** When the order was made, an ISO instant; shown in the browser's time zone. */
  date: string;
  orderId: number;
  /** The payment status; null when the order has none ("No Payment Status"). */
  status: PaymentStatus | null;
  /** The order's price. */
  amount: number;
  /** What was paid and kept. */
  revenue: number;
}

export interface TransactionsTableProps {
  /** Newest first, as the dashboard lists them. */
  transactions: readonly TransactionRow[];
  /** Makes each row a link to its order. */
  orderHref?(orderId: number): string;
  /** Shown when there are none; "No data" unless given. */
  emptyText?: string;
  /** Names the table for screen readers; "Transactions" unless given. */
  'aria-label'?: string;
}

type KeyedRow = TransactionRow & { key: number };

const columns: Array<DataTableColumn<KeyedRow>> = [
  { id: 'date', header: 'Date', cell: (row) => <span className={tabularCell}>{formatDateTime(row.date)}</span> },
  { id: 'orderId', header: 'OrderId', cell: (row) => row.orderId, textValue: (row) => `Order ${row.orderId}`, isRowHeader: true },
  { id: 'status', header: 'Status', cell: (row) => <PaymentStatusBadge status={row.status} /> },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => <Money amount={row.amount} /> },
  { id: 'revenue', header: 'Revenue', align: 'end', cell: (row) => <Money amount={row.revenue} /> },
];

/** The period's latest orders with payments: Date, OrderId, Status, Amount and Revenue. */
export function TransactionsTable({
  transactions,
  orderHref,
  emptyText = noData,
  'aria-label': ariaLabel = 'Transactions',
}: TransactionsTableProps) {
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={columns}
      // By position: an order may be listed twice, once a payment each.
      rows={transactions.map((row, index) => ({ ...row, key: index }))}
      rowKey={(row) => row.key}
      rowHref={orderHref && ((row) => orderHref(row.orderId))}
      emptyState={<p className={emptyTableText}>{emptyText}</p>}
    />
  );
}
