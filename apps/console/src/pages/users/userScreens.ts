import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const userScreens = [
  { path: '', needs: ['list', 'user'] },
  { path: 'create', needs: ['create', 'clientAdministrator'] },
  { path: ':id/*', needs: ['view', 'user'] },
] as const satisfies readonly Screen[];
