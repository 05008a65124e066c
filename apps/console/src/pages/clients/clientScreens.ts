import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const clientScreens = [
  { path: '', needs: ['list', 'client'] },
  { path: 'create', needs: ['create', 'client'] },
  { path: ':id/*', needs: ['edit', 'client'] },
] as const satisfies readonly Screen[];
