import { noData } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { emptyTableText } from '../../styles/tableText.css.ts';

/** What both Events tables take besides their events: the page shown, and whether it is loading or failed. */
export interface EventPageProps {
  /** From 1. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange(page: number): void;
  /** Dims the rows shown under a progress bar, or shows a spinner while there are none. */
  isLoading?: boolean;
  /** The page could not be loaded: the reason, shown with a Try again button in place of the rows. */
  error?: string | null;
  onRetry?(): void;
  /** Shown when there are no events; "No data" unless given. */
  emptyText?: string;
}

interface EventPageTableProps<Row> extends EventPageProps {
  /** The table's name, e.g. "Door Events"; also the subject of its loading and failure texts. */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey(row: Row): string;
}

/** A server-paged table of audited changes: its rows, the pager, "No data", loading, and a failure with Try again. */
export function EventPageTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  page,
  pageSize,
  totalCount,
  onPageChange,
  isLoading = false,
  error = null,
  onRetry,
  emptyText = noData,
}: EventPageTableProps<Row>) {
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={error ? [] : rows}
      rowKey={rowKey}
      isLoading={isLoading}
      loadingLabel={`Loading ${label}`}
      page={page}
      pageSize={pageSize}
      totalCount={error ? 0 : totalCount}
      onPageChange={onPageChange}
      emptyState={
        error ? (
          <EmptyState
            title={`Could not load ${label}.`}
            description={error}
            action={onRetry && <Button onPress={onRetry}>Try again</Button>}
          />
        ) : (
          <p className={emptyTableText}>{emptyText}</p>
        )
      }
    />
  );
}
