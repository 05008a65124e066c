import type { Screen } from '../../access/canOpen.ts';

/** The section's screens and what each needs; the console's screen table holds them, for its gates and links. */
export const diagnosticScreens = [
  { path: '', needs: ['list', 'diagnostic'] },
  { path: ':id/show', needs: ['view', 'doorDiagnostics'] },
] as const satisfies readonly Screen[];
