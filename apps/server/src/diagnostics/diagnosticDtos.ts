import { desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Diagnostic, DoorDiagnostics } from '@velo/api-client/contract';
import { jsonObject } from '../db/jsonRows.ts';
import { diagnostics, doors, locations } from '../db/schema/index.ts';
import { listSource, type ListItem } from '../lists/listPage.ts';
import type { doorTotals } from './doorTotals.ts';

interface DiagnosticReferences {
  doorName: string;
  locationName: string;
}

/** A diagnostic's door and location by name, read in the page's statement. */
const references = (diagnosticId: SQL) => ({
  references: {
    sql: sql`(select ${jsonObject({ doorName: doors.name, locationName: locations.name })} from ${diagnostics}
      join ${doors} on ${doors.id} = ${diagnostics.doorId}
      join ${locations} on ${locations.id} = ${doors.locationId}
      where ${diagnostics.id} = ${diagnosticId})`,
    // The driver has parsed the JSON; its object has the answer's keys (db/jsonRows.ts).
    decode: (json: unknown) => json as DiagnosticReferences,
  },
});

/** What `Diagnostic/GetList` reads: diagnostics, the highest id first unless sorted otherwise. */
export const diagnosticListSource = listSource({
  from: diagnostics,
  select: getTableColumns(diagnostics),
  id: diagnostics.id,
  defaultOrder: [desc(diagnostics.id)],
  forEachItem: references,
});

type DiagnosticItem = ListItem<ReturnType<typeof getTableColumns<typeof diagnostics>>, ReturnType<typeof references>>;

/** A diagnostic in the contract's shape. */
export const diagnosticDto = ({
  references: names,
  diagnosticDateTime,
  creationTime,
  ...diagnostic
}: DiagnosticItem): Diagnostic => ({
  ...diagnostic,
  ...names,
  diagnosticDateTime: diagnosticDateTime.toISOString(),
  creationTime: creationTime.toISOString(),
});

/** A door's totals in the contract's shape (the same fields). */
export const doorDiagnosticsDto = (row: typeof doorTotals.$inferSelect): DoorDiagnostics => row;
