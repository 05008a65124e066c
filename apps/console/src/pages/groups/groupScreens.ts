import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const groupScreens = [
  { path: '', needs: ['list', 'group'] },
  { path: 'create', needs: ['create', 'group'] },
  { path: ':id/*', needs: ['view', 'group'] },
] as const satisfies readonly Screen[];
