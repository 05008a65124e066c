import { z } from 'zod/mini';
import { diagnosticStatus } from '@velo/domain';
import { id, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

// Diagnostics are admin only: the Diagnostics menu, /diagnostic and /diagnostic/{id}/show.
//
// Periods are the browser's (domain's `diagnosticsPeriodRange`, `datePresetRange`): `from` at local
// midnight, inclusive, and `to` at the local midnight after the last day, exclusive, sent as instants.
// The statistic takes them as they are; the lists take filter rules, so the console sends the start
// with `gte` and the exclusive end with `lt` (the operators do what they say: `lte` would count a
// diagnostic made at the very instant `to`).

const count = z.int().check(z.minimum(0));

/** One diagnostic a door's device reported: `/diagnostic/{id}/show`'s rows. */
export const diagnostic = z.object({
  id,
  doorId: id,
  doorName: z.string(),
  locationName: z.string(),
  status: diagnosticStatus.schema,
  /** When the device ran it (its own clock). */
  diagnosticDateTime: isoDateTime,
  /** The diagnostic was of a user's first use of the door: the "New user" icon. */
  isNewUser: z.boolean(),
  /** When the server received it: what periods and the `CreationTime` filter bound. */
  creationTime: isoDateTime,
});
export type Diagnostic = z.infer<typeof diagnostic>;

/**
 * What `Diagnostic/GetList` may be filtered and sorted by. The per-door page filters by `DoorId`
 * (`equal`) and its period by `CreationTime` (`gte` from, `lt` to).
 */
export const diagnosticListFields = {
  Id: 'integer',
  DoorId: 'integer',
  Status: 'integer',
  DiagnosticDateTime: 'dateTime',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

/** The diagnostics lists' order unless the request names another: newest (highest id) first. */
export const defaultDiagnosticSorting = 'id DESC';

/** A page of diagnostics, `id DESC` unless sorted otherwise (admin). */
export const getDiagnosticList = endpoint({
  method: 'POST',
  path: '/api/services/app/Diagnostic/GetList',
  body: listRequest,
  list: listOf(diagnosticListFields),
  result: page(diagnostic),
});

/** A door's diagnostics counted by status within a period: `/diagnostic`'s rows. */
export const doorDiagnostics = z.object({
  /** The door's id (the ID column; a row leads to `/diagnostic/{id}/show`). */
  id,
  doorName: z.string(),
  locationId: id,
  locationName: z.string(),
  successes: count,
  warnings: count,
  errors: count,
});
export type DoorDiagnostics = z.infer<typeof doorDiagnostics>;

/**
 * What `Diagnostic/GetDiagnosticInfo` may be filtered and sorted by: its columns and the door's
 * location (`Door.LocationId`, the console's Location filter). `UsedFrom` and `UsedTo` are the
 * period: they bound the creation time of the diagnostics counted (`UsedFrom gte from`, `UsedTo lt
 * to`, or `lte` for an inclusive end), may stand only at the top of the rule, joined by `and`, and
 * neither filter rows nor sort. Without them every diagnostic counts.
 */
export const doorDiagnosticsListFields = {
  Id: 'integer',
  DoorName: 'text',
  'Door.LocationId': 'integer',
  LocationName: 'text',
  Successes: 'integer',
  Warnings: 'integer',
  Errors: 'integer',
  UsedFrom: 'dateTime',
  UsedTo: 'dateTime',
} as const satisfies ListFields;

/** The fields of `doorDiagnosticsListFields` that are the period, not a condition on the rows. */
export const diagnosticsPeriodFields = ['UsedFrom', 'UsedTo'] as const;

/**
 * A page of the doors that have diagnostics within the period, each with its diagnostics counted by
 * status, `id DESC` (the door's id) unless sorted otherwise (admin). A door without any in the
 * period is not listed: an empty page is "No diagnostics data".
 */
export const getDiagnosticInfo = endpoint({
  method: 'POST',
  path: '/api/services/app/Diagnostic/GetDiagnosticInfo',
  body: listRequest,
  list: listOf(doorDiagnosticsListFields, diagnosticsPeriodFields),
  result: page(doorDiagnostics),
});

/** Diagnostics counted by status: the Summary and All doors summary charts. */
export const diagnosticStatistic = z.object({ successes: count, warnings: count, errors: count });
export type DiagnosticStatistic = z.infer<typeof diagnosticStatistic>;

const bound = z.optional(z.nullable(isoDateTime));
const optionalId = z.optional(z.nullable(id));

/**
 * The diagnostics made from `from` (inclusive) until `to` (exclusive), counted by status (admin):
 * a door's with `doorId`, a location's doors' with `locationId`, every door's with neither (both
 * given: the door's if it is at the location, else none). A missing or null bound is unbounded; a
 * `from` at or after `to` is an empty period, all zeros.
 */
export const getDiagnosticStatistic = endpoint({
  method: 'POST',
  path: '/api/services/app/Diagnostic/GetDiagnosticStatistic',
  body: z.strictObject({ from: bound, to: bound, locationId: optionalId, doorId: optionalId }),
  result: diagnosticStatistic,
});
