import type { ReactNode } from 'react';
import { filterBar } from './FilterBar.css.ts';

export interface FilterBarProps {
  /** Names the group for screen readers, e.g. "Filter locations". */
  label: string;
  /** The filter controls: selects, search fields, checkboxes, a "Clear filters" button. */
  children: ReactNode;
}

/** A row of filter controls above a table; it wraps onto more lines on narrow screens. */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <div role="group" aria-label={label} className={filterBar}>
      {children}
    </div>
  );
}
