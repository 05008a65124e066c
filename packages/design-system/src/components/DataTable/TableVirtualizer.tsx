import type { ReactNode } from 'react';
import { TableLayout, Virtualizer, type TableLayoutProps } from 'react-aria-components';
import { WindowedTableLayout } from './WindowedTableLayout.ts';

/** Renders only the rows in view of the table it wraps; loaded by DataTable with the first long page. */
export default function TableVirtualizer({ layout, children }: { layout: TableLayoutProps; children: ReactNode }) {
  return (
    <Virtualizer layout={layout.rowHeight === undefined ? TableLayout : WindowedTableLayout} layoutOptions={layout}>
      {children}
    </Virtualizer>
  );
}
