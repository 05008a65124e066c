import type { ReactNode } from 'react';
import { ListLayout, Virtualizer } from 'react-aria-components';

/** Renders only the options in view of the list it wraps; loaded by RecordPicker when a long list first opens. */
export default function ListVirtualizer({ rowHeight, gap, children }: { rowHeight: number; gap: number; children: ReactNode }) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight, gap }}>
      {children}
    </Virtualizer>
  );
}
