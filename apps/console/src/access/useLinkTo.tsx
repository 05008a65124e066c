import { createContext, use, type ReactNode } from 'react';
import { canOpen, type Screen } from './canOpen.ts';
import { useCan } from './useCan.ts';

const ScreensContext = createContext<readonly Screen[]>([]);

/** Hands the console's screen table to the links drawn inside. */
export function ScreenTable({ screens, children }: { screens: readonly Screen[]; children: ReactNode }) {
  return <ScreensContext value={screens}>{children}</ScreensContext>;
}

/** The address of one record's page, e.g. `(5) => '/orders/5/show'`. */
export type RecordLink = (id: number) => string;

/**
 * Links only to pages the signed-in user may open: `linkTo('/orders/:id/show')` makes a record's address, or is
 * undefined when the screen table's gates would show that user the access-denied view there.
 */
export function useLinkTo(): (pattern: string) => RecordLink | undefined {
  const screens = use(ScreensContext);
  const can = useCan();
  return (pattern) => (canOpen(screens, can, pattern) ? (id) => pattern.replace(':id', String(id)) : undefined);
}
