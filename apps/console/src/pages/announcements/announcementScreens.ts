import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const announcementScreens = [
  { path: '', needs: ['list', 'announcement'] },
  { path: 'create', needs: ['create', 'announcement'] },
  { path: ':id', needs: ['edit', 'announcement'] },
] as const satisfies readonly Screen[];
