import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  ProgressBar,
  Row,
  Table,
  TableBody,
  TableHeader,
  type ColumnProps,
  type Key,
  type SortDescriptor,
  type TableLayoutProps,
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
  virtualTable,
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
  /** Lets long words (e-mail addresses) break anywhere, so the column narrows below them. */
  breaksWords?: boolean;
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
const toggleColumnWidth = 48;

/**
 * Pages of more rows than this are virtualized: only the rows in view are in the DOM, inside a
 * scroll box of bounded height with its own sticky header.
 *
 * Why a threshold rather than always: the console's pages hold at most 100 rows, and there the
 * whole page scrolls (the header sticks to the page's top), every row is in the DOM for find-in-page,
 * printing and the journeys that look rows up, and rows and cells are real table elements sized by
 * their content. 100 rows render in a few milliseconds, so virtualizing them would buy nothing. Past
 * a few hundred rows (an export, a report, a client-side page of everything) the DOM itself becomes
 * the cost, and a box that scrolls by itself is the price of rendering only a window of it. 200 is
 * twice the largest page size the console offers (domain's pageSizeOptions), so no console page
 * crosses it by accident.
 */
export const virtualizeAbove = 200;

// A row is a line of md text (14px × lineHeight normal 1.5 = 21px) between space[3] (12px) of padding
// above and below, plus its 1px border: 46px. Fixed, so the layout never measures a row: with
// estimated heights every row scrolled into view is measured and the layout redone, which at 100,000
// rows took seconds a frame. A cell's content is one line (clipped if longer). Detail rows are as tall
// as their content, so a table that can open them estimates and measures its rows instead.
const rowHeight = 46;
const fixedRows: TableLayoutProps = { rowHeight, headingHeight: rowHeight };
const measuredRows: TableLayoutProps = { estimatedRowHeight: rowHeight, estimatedHeadingHeight: rowHeight };

// Most tables never hold a long page: the virtualizer and its layout load with the first one that does.
const TableVirtualizer = lazy(() => import('./TableVirtualizer.tsx'));

/** The width React Aria's table layout understands (px, % or fr), for the virtualized table. */
function layoutWidth(width: DataTableColumn<unknown>['width']): ColumnProps['width'] {
  if (typeof width === 'number') return width;
  return width !== undefined && /^\d+(\.\d+)?(%|fr)$/.test(width) ? (width as ColumnProps['width']) : undefined;
}

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
  isTotalCapped,
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
  const isVirtualized = rows.length > virtualizeAbove;
  // Worked out once, not per row: a long page builds its collection of every row (100,000 rows are
  // 500,000 elements). For the same reason cells' content is a render function, which React Aria
  // calls only when it renders the cell, so a virtualized page formats only the rows in view.
  const rowClass = rowStyle({ isPressable: Boolean(onRowAction ?? rowHref) });
  const cellClasses = columns.map((column) => cell({ align: column.align ?? 'start', breaksWords: column.breaksWords ?? false }));

  const toggleRow = (key: Key) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // One table, one rendering of its rows: a long page only has the Virtualizer around it.
  const tableElement = (
    <Table
      aria-label={ariaLabel}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      className={isVirtualized ? virtualTable : table}
    >
      <TableHeader>
        {renderExpanded && (
          <Column
            id={detailsColumn}
            className={columnStyle({ align: 'start' })}
            style={{ width: toggleColumnWidth }}
            width={isVirtualized ? toggleColumnWidth : undefined}
          >
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
            width={isVirtualized ? layoutWidth(column.width) : undefined}
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
              className={rowClass}
            >
              {renderExpanded && (
                <Cell className={toggleCell}>
                  {() => (
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
                  )}
                </Cell>
              )}
              {columns.map((column, index) => (
                <Cell key={column.id} className={cellClasses[index]}>
                  {() => column.cell(row)}
                </Cell>
              ))}
            </Row>
          );
          if (!renderExpanded || !isExpanded) return [dataRow];
          return [
            dataRow,
            <Row key={`${key}:details`} id={`${key}:details`} textValue={`Details for ${name}`} className={detailRow}>
              <Cell colSpan={columnCount} className={detailCell}>
                {() => renderExpanded(row)}
              </Cell>
            </Row>,
          ];
        })}
      </TableBody>
    </Table>
  );

  return (
    <div className={frame}>
      <div className={scroller} aria-busy={isLoading || undefined} data-loading={isLoading || undefined}>
        {isLoading && rows.length > 0 && <ProgressBar isIndeterminate aria-label={loadingLabel} className={progress} />}
        {isVirtualized ? (
          <Suspense fallback={<LoadingState label={loadingLabel} />}>
            <TableVirtualizer layout={renderExpanded ? measuredRows : fixedRows}>{tableElement}</TableVirtualizer>
          </Suspense>
        ) : (
          tableElement
        )}
      </div>
      {onPageChange && (
        <Pagination
          page={page}
          pageSize={pageSize}
          totalCount={totalCount}
          isTotalCapped={isTotalCapped}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          pageSizeOptions={pageSizeOptions}
        />
      )}
    </div>
  );
}
