import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const messageTemplateScreens = [
  { path: '', needs: ['list', 'messageTemplate'] },
  { path: 'create', needs: ['create', 'messageTemplate'] },
  { path: ':id', needs: ['edit', 'messageTemplate'] },
  { path: ':id/show', needs: ['view', 'messageTemplate'] },
] as const satisfies readonly Screen[];
