import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const itemScreens = [
  { path: '', needs: ['list', 'item'] },
  { path: ':id', needs: ['edit', 'item'] },
] as const satisfies readonly Screen[];
