import { pageSizeOptions as defaultPageSizeOptions } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { SelectOnDemand } from '../Select/SelectOnDemand.tsx';
import { pageButtons, pagination, range } from './DataTable.css.ts';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  /**
   * The server stopped counting at `totalCount` and has more rows than that (its `totalCountIsCapped`):
   * the range reads "of more than …" and Next stays enabled past the counted pages.
   */
  isTotalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Without it there is no "Rows per page" select. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

// en-GB, as the rest of the design system counts (PieChart): 10,000.
const countFormat = new Intl.NumberFormat('en-GB');

/** The range shown, e.g. "11–20 of 57", "1,001–1,030 of 2,500" or "1–30 of more than 10,000". */
export function paginationRange({
  page,
  pageSize,
  totalCount,
  isTotalCapped = false,
}: Pick<PaginationProps, 'page' | 'pageSize' | 'totalCount' | 'isTotalCapped'>): string {
  if (totalCount === 0 && !isTotalCapped) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  // Past a capped total the page's end is not known to be the last row: the page is full as far as we know.
  const last = isTotalCapped ? page * pageSize : Math.min(page * pageSize, totalCount);
  const total = isTotalCapped ? `more than ${countFormat.format(totalCount)}` : countFormat.format(totalCount);
  return `${countFormat.format(first)}–${countFormat.format(last)} of ${total}`;
}

/** "Rows per page", "11–20 of 57" and previous/next buttons under a server-paged list. */
export function Pagination({
  page,
  pageSize,
  totalCount,
  isTotalCapped = false,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizeOptions,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const sizes = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);

  return (
    <div className={pagination}>
      {onPageSizeChange && (
        <SelectOnDemand
          label="Rows per page"
          size="sm"
          labelPlacement="side"
          items={sizes.map((size) => ({ id: size, label: String(size) }))}
          selectedKey={pageSize}
          onSelectionChange={(size) => size !== null && onPageSizeChange(Number(size))}
        />
      )}
      <p className={range} aria-live="polite">
        {paginationRange({ page, pageSize, totalCount, isTotalCapped })}
      </p>
      <div className={pageButtons}>
        <Button
          variant="secondary"
          size="sm"
          isIconOnly
          aria-label="Previous page"
          isDisabled={page <= 1}
          onPress={() => onPageChange(page - 1)}
        >
          <Icon name="chevron-left" size={16} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isIconOnly
          aria-label="Next page"
          isDisabled={!isTotalCapped && page >= pageCount}
          onPress={() => onPageChange(page + 1)}
        >
          <Icon name="chevron-right" size={16} />
        </Button>
      </div>
    </div>
  );
}
