import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const moduleScreens = [
  { path: '', needs: ['list', 'module'] },
  { path: 'create', needs: ['create', 'module'] },
  { path: ':id/*', needs: ['edit', 'module'] },
] as const satisfies readonly Screen[];
