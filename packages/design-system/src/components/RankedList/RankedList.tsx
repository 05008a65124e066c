import { noData } from '@velo/domain';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { emptyTableText } from '../../styles/tableText.css.ts';
import * as styles from './RankedList.css.ts';

export interface RankedListItem {
  id: string | number;
  label: string;
  value: number;
  /** Makes the row a link, e.g. to the location's page; rows are links only when every item has one. */
  href?: string;
}

export interface RankedListProps {
  /** Names the table for screen readers, e.g. "Top 10 Locations"; the card around it shows it as its heading. */
  title: string;
  /** The first column's header, e.g. "Location". */
  labelHeader: string;
  /** The count column's header, e.g. "Order Counts". */
  valueHeader: string;
  /** In the order shown, usually most first. */
  items: readonly RankedListItem[];
  /** Draws a bar under each count, as long as the count is against the largest. */
  showBars?: boolean;
  /** Shown when there are no items; "No data" unless given. */
  emptyText?: string;
}

const countFormat = new Intl.NumberFormat('en-GB');

/** Counts by name as a two-column table, e.g. Top 10 Locations (Location, Order Counts) or Users (User base, Number). */
export function RankedList({ title, labelHeader, valueHeader, items, showBars = false, emptyText = noData }: RankedListProps) {
  const largest = Math.max(0, ...items.map((item) => item.value));
  const columns: Array<DataTableColumn<RankedListItem>> = [
    { id: 'label', header: labelHeader, cell: (item) => item.label, textValue: (item) => item.label, isRowHeader: true },
    {
      id: 'value',
      header: valueHeader,
      align: 'end',
      width: showBars ? '40%' : undefined,
      cell: (item) => (
        <span className={styles.valueCell}>
          <span className={styles.number}>{countFormat.format(item.value)}</span>
          {showBars && (
            <span className={styles.track} aria-hidden="true">
              <span className={styles.bar} style={{ width: `${largest > 0 ? (item.value / largest) * 100 : 0}%` }} />
            </span>
          )}
        </span>
      ),
    },
  ];
  // Rows are links or not as a whole table: a table whose rows mostly lead somewhere would mislead on the rest.
  const hasLinks = items.length > 0 && items.every((item) => item.href);
  return (
    <DataTable
      aria-label={title}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowHref={hasLinks ? (item) => item.href ?? '' : undefined}
      emptyState={<p className={emptyTableText}>{emptyText}</p>}
    />
  );
}
