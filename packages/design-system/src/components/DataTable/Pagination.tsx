import { pageSizeOptions as defaultPageSizeOptions } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Select } from '../Select/Select.tsx';
import { pageButtons, pagination, range } from './DataTable.css.ts';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Without it there is no "Rows per page" select. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/** "Rows per page", "11–20 of 57" and previous/next buttons under a server-paged list. */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizeOptions,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  const sizes = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);

  return (
    <div className={pagination}>
      {onPageSizeChange && (
        <Select
          label="Rows per page"
          size="sm"
          labelPlacement="side"
          items={sizes.map((size) => ({ id: size, label: String(size) }))}
          selectedKey={pageSize}
          onSelectionChange={(size) => size !== null && onPageSizeChange(Number(size))}
        />
      )}
      <p className={range} aria-live="polite">
        {totalCount === 0 ? '0 of 0' : `${first}–${last} of ${totalCount}`}
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
          isDisabled={page >= pageCount}
          onPress={() => onPageChange(page + 1)}
        >
          <Icon name="chevron-right" size={16} />
        </Button>
      </div>
    </div>
  );
}
