import { useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  ProgressBar,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LoadingState } from '../LoadingState/LoadingState.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import {
  body,
  cell,
  column as columnStyle,
  detailCell,
  detailRow,
  frame,
  headerContent,
  progress,
  row as rowStyle,
  scroller,
  sortIcon,
  table,
  toggleCell,
  toggleIcon,
} from './DataTable.css.ts';

export type { SortDescriptor };

export const columnAlignments = ['start', 'end'] as const;

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names a row (for screen readers and the details toggle); the first column by default. */
  isRowHeader?: boolean;
  /** The row's name when `cell` renders more than plain text. */
  textValue?: (row: T) => string;
  allowsSorting?: boolean;
  /** `end` for numbers and money. */
  align?: (typeof columnAlignments)[number];
  /** A CSS width, e.g. 120 or '30%'. */
  width?: number | string;
}

interface DataTableBaseProps<T> {
  'aria-label': string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Dims the current rows under a progress bar, or shows a LoadingState while there are none. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Shown when there are no rows and nothing is loading. */
  emptyState?: ReactNode;
  /** Makes rows pressable (click, Enter), e.g. to open the row's page. */
  onRowAction?: (row: T) => void;
  /** Makes rows links to the row's page: followed on click or Enter, announced as links. */
  rowHref?: (row: T) => string;
  /** Adds a "Show details for …" toggle to every row that opens this content in a full-width row beneath. */
  renderExpanded?: (row: T) => ReactNode;
}

type Paging = PaginationProps | { [K in keyof PaginationProps]?: undefined };

export type DataTableProps<T> = DataTableBaseProps<T> & Paging;

const detailsColumn = 'data-table-details';

function plainText(node: ReactNode): string | undefined {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

/** A table of server-side data: sorting, paging and loading are the caller's, the table shows them. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  loadingLabel = 'Loading',
  emptyState,
  onRowAction,
  rowHref,
  renderExpanded,
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const headerColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
  const rowName = (row: T) =>
    (headerColumn && (headerColumn.textValue?.(row) ?? plainText(headerColumn.cell(row)))) ?? String(rowKey(row));
  const columnCount = columns.length + (renderExpanded ? 1 : 0);

  const toggleRow = (key: Key) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className={frame}>
      <div className={scroller} aria-busy={isLoading || undefined} data-loading={isLoading || undefined}>
        {isLoading && rows.length > 0 && <ProgressBar isIndeterminate aria-label={loadingLabel} className={progress} />}
        <Table aria-label={ariaLabel} sortDescriptor={sortDescriptor} onSortChange={onSortChange} className={table}>
          <TableHeader>
            {renderExpanded && (
              <Column id={detailsColumn} className={columnStyle({ align: 'start' })} style={{ width: 48 }}>
                <span className={visuallyHidden}>Details</span>
              </Column>
            )}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column === headerColumn}
                allowsSorting={column.allowsSorting}
                className={columnStyle({ align: column.align ?? 'start' })}
                style={column.width === undefined ? undefined : { width: column.width }}
              >
                {({ sortDirection }) => (
                  <span className={headerContent}>
                    {column.header}
                    {column.allowsSorting && (
                      <Icon
                        name={
                          sortDirection === 'ascending'
                            ? 'sort-ascending'
                            : sortDirection === 'descending'
                              ? 'sort-descending'
                              : 'sort'
                        }
                        size={16}
                        className={sortIcon}
                      />
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody className={body} renderEmptyState={() => (isLoading ? <LoadingState label={loadingLabel} /> : emptyState)}>
            {rows.flatMap((row) => {
              const key = rowKey(row);
              const name = rowName(row);
              const isExpanded = expanded.has(key);
              const dataRow = (
                <Row
                  key={key}
                  id={key}
                  textValue={name}
                  href={rowHref?.(row)}
                  onAction={onRowAction && (() => onRowAction(row))}
                  className={rowStyle({ isPressable: Boolean(onRowAction ?? rowHref) })}
                >
                  {renderExpanded && (
                    <Cell className={toggleCell}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Show details for ${name}`}
                        aria-expanded={isExpanded}
                        isIconOnly
                        onPress={() => toggleRow(key)}
                      >
                        <Icon name="chevron-right" size={16} className={toggleIcon} />
                      </Button>
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell key={column.id} className={cell({ align: column.align ?? 'start' })}>
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              );
              if (!renderExpanded || !isExpanded) return [dataRow];
              return [
                dataRow,
                <Row key={`${key}:details`} id={`${key}:details`} textValue={`Details for ${name}`} className={detailRow}>
                  <Cell colSpan={columnCount} className={detailCell}>
                    {renderExpanded(row)}
                  </Cell>
                </Row>,
              ];
            })}
          </TableBody>
        </Table>
      </div>
      {onPageChange && (
        <Pagination
          page={page}
          pageSize={pageSize}
          totalCount={totalCount}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          pageSizeOptions={pageSizeOptions}
        />
      )}
    </div>
  );
}
