import { diagnosticsPeriodFields, getDiagnosticInfo, getDiagnosticList, listOf } from '@velo/api-client/contract';
import { diagnostics } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { doorTotals } from './doorTotals.ts';

/** What `Diagnostic/GetList` may filter and sort by: the contract's fields, each on its column. */
export const diagnosticListFieldSet = listFieldSet(getDiagnosticList.list, {
  Id: { column: diagnostics.id },
  DoorId: { column: diagnostics.doorId },
  Status: { column: diagnostics.status },
  DiagnosticDateTime: { column: diagnostics.diagnosticDateTime },
  CreationTime: { column: diagnostics.creationTime },
});

const { UsedFrom, UsedTo, ...doorTotalsRowFields } = getDiagnosticInfo.list.fields;

/** What `Diagnostic/GetDiagnosticInfo`'s rows may be filtered and sorted by: the columns of the doors' totals. */
export const doorTotalsFieldSet = listFieldSet(listOf(doorTotalsRowFields), {
  Id: { column: doorTotals.id },
  DoorName: { column: doorTotals.doorName },
  'Door.LocationId': { column: doorTotals.locationId },
  LocationName: { column: doorTotals.locationName },
  Successes: { column: doorTotals.successes },
  Warnings: { column: doorTotals.warnings },
  Errors: { column: doorTotals.errors },
});

/** `GetDiagnosticInfo`'s period: both ends bound the creation time of the diagnostics counted. */
export const periodFieldSet = listFieldSet(listOf({ UsedFrom, UsedTo }, diagnosticsPeriodFields), {
  UsedFrom: { column: diagnostics.creationTime },
  UsedTo: { column: diagnostics.creationTime },
});
