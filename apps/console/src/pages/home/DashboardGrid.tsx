import type { ReactNode } from 'react';
import { Box, Stack } from '@velo/design-system';

/** The dashboard's rows, one under the other with room between them. */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return <Stack gap={6}>{children}</Stack>;
}

/** Cards side by side on a wide screen, sharing its width equally; one under the other on a narrow one. */
export function DashboardRow({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection={{ narrow: 'column', wide: 'row' }} alignItems="stretch" gap={6}>
      {children}
    </Box>
  );
}

/** One cell of a row; an equal share of it whatever its content is. */
export function DashboardCell({ children }: { children: ReactNode }) {
  return (
    <Box flexGrow={1} flexShrink={1} minWidth={0} style={{ flexBasis: 0 }}>
      {children}
    </Box>
  );
}
