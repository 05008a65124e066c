import { allOf, diagnosticListFields, doorDiagnosticsListFields } from '@velo/api-client';
import {
  customDiagnosticsPeriod,
  defaultDiagnosticsPeriod,
  diagnosticsPeriod,
  diagnosticsPeriodRange,
  type DateRange,
  type DiagnosticsPeriod,
} from '@velo/domain';
import { idParam, type FilterParam, type FilterValues } from '../lists/listParams.ts';

/** The chosen time tab; Today unless the address says otherwise. */
const periodParam: FilterParam<DiagnosticsPeriod> = {
  parse: (raw) => {
    const period = Number(raw);
    return raw !== null && diagnosticsPeriod.has(period) ? period : defaultDiagnosticsPeriod;
  },
  format: (period) => (period === defaultDiagnosticsPeriod ? null : String(period)),
};

/** An end of the custom range, an ISO instant; anything else reads as none. */
const instantParam: FilterParam<string | null> = {
  parse: (raw) => (raw && !Number.isNaN(Date.parse(raw)) ? raw : null),
  format: (instant) => instant,
};

/**
 * The diagnostics filter both diagnostics pages share, kept in the address so that a door's page opens on the
 * list's period and the way back keeps the location: the tab, the custom range's ends and the location.
 */
export const diagnosticsFilters = { period: periodParam, from: instantParam, to: instantParam, location: idParam };
export type DiagnosticsFilters = FilterValues<typeof diagnosticsFilters>;

/** The period the filter shows at `now`; a custom range that is not complete yet is all time until it is. */
export function diagnosticsRange({ period, from, to }: DiagnosticsFilters, now: Date): DateRange {
  if (period === customDiagnosticsPeriod) return from && to ? { from, to } : { from: null, to: null };
  return diagnosticsPeriodRange(period, now)!;
}

/** `/diagnostic`'s rows: the doors with diagnostics in the period (the end exclusive), at the location if one is chosen. */
export function doorDiagnosticsFilterRule(range: DateRange, location: number | null) {
  return allOf(doorDiagnosticsListFields, [
    location !== null && { field: 'Door.LocationId', operator: 'equal', value: location },
    range.from !== null && { field: 'UsedFrom', operator: 'gte', value: range.from },
    range.to !== null && { field: 'UsedTo', operator: 'lt', value: range.to },
  ]);
}

/** A door's diagnostics received in the period (the end exclusive). */
export function diagnosticFilterRule(range: DateRange, doorId: number) {
  return allOf(diagnosticListFields, [
    { field: 'DoorId', operator: 'equal', value: doorId },
    range.from !== null && { field: 'CreationTime', operator: 'gte', value: range.from },
    range.to !== null && { field: 'CreationTime', operator: 'lt', value: range.to },
  ]);
}

/** The filter in an address's query, e.g. for the link from a door's row to its page and back. */
export function diagnosticsQuery(filters: DiagnosticsFilters): string {
  const query = new URLSearchParams();
  for (const [name, param] of Object.entries(diagnosticsFilters) as Array<[keyof DiagnosticsFilters, FilterParam<unknown>]>) {
    const value = param.format(filters[name]);
    if (value !== null) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
