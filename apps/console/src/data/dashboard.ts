import {
  getDashboardCsvReport,
  getDashboardLocations,
  getOrderHistoryChart,
  getOrderLength,
  getPeakRentalHours,
  getRevenuePerClient,
  getTopLocations,
  getTransactions,
  getUserStructure,
  type DashboardRequest,
} from '@velo/api-client';
import {
  customDashboardPeriod,
  dashboardPeriod,
  dashboardPeriodRange,
  defaultDashboardPeriod,
  type DashboardPeriod,
  type DateRange,
} from '@velo/domain';
import { api } from '../api.ts';
import { idParam, type FilterParam, type FilterValues } from '../lists/listParams.ts';
import { useApi } from './useApi.ts';

/** The chosen tab; Today unless the address says otherwise. */
const periodParam: FilterParam<DashboardPeriod> = {
  parse: (raw) => {
    const period = Number(raw);
    return raw !== null && dashboardPeriod.has(period) ? period : defaultDashboardPeriod;
  },
  format: (period) => (period === defaultDashboardPeriod ? null : String(period)),
};

/** An end of the custom range, an ISO instant; anything else reads as none. */
const instantParam: FilterParam<string | null> = {
  parse: (raw) => (raw && !Number.isNaN(Date.parse(raw)) ? raw : null),
  format: (instant) => instant,
};

/** The home dashboard's filter, kept in the address so that reload and Back show the same figures. */
export const dashboardFilters = {
  period: periodParam,
  from: instantParam,
  to: instantParam,
  client: idParam,
  location: idParam,
};
export type DashboardFilters = FilterValues<typeof dashboardFilters>;

/** The range the filter shows at `now`; null while a custom range is not chosen yet. */
export function dashboardRange({ period, from, to }: DashboardFilters, now: Date): DateRange | null {
  if (period === customDashboardPeriod) return from && to ? { from, to } : null;
  return dashboardPeriodRange(period, now);
}

/** The browser's IANA zone: the server buckets hours and days in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What every card asks with: the period's instants, the tab, the filters and the zone; null while there is no range. */
export function dashboardRequest(filters: DashboardFilters, now: Date): DashboardRequest | null {
  const range = dashboardRange(filters, now);
  if (!range) return null;
  return {
    from: range.from,
    to: range.to,
    period: filters.period,
    clientId: filters.client,
    locationId: filters.location,
    timeZone: browserTimeZone(),
  };
}

const bodyOf = (request: DashboardRequest | null) => (request ? { body: request } : null);

// A card that fails keeps its message and Retry until Retry is pressed: SWR's own retries turned the card to its
// spinner and back every few seconds, taking the Retry button from under the pointer.
const retriedByItsCard = { shouldRetryOnError: false };

// One hook per card, each keyed by its request: a card that fails is retried alone.
export const useOrderHistory = (request: DashboardRequest | null) =>
  useApi(getOrderHistoryChart, bodyOf(request), retriedByItsCard);
export const useOrderLength = (request: DashboardRequest | null) => useApi(getOrderLength, bodyOf(request), retriedByItsCard);
export const useRevenue = (request: DashboardRequest | null) => useApi(getRevenuePerClient, bodyOf(request), retriedByItsCard);
export const useTransactions = (request: DashboardRequest | null) => useApi(getTransactions, bodyOf(request), retriedByItsCard);
export const useTopLocations = (request: DashboardRequest | null) => useApi(getTopLocations, bodyOf(request), retriedByItsCard);
export const useUserStructure = (request: DashboardRequest | null) => useApi(getUserStructure, bodyOf(request), retriedByItsCard);
export const usePeakRentalHours = (request: DashboardRequest | null) =>
  useApi(getPeakRentalHours, bodyOf(request), retriedByItsCard);

/** The Location dropdown's choices: every location the user sees, or the chosen client's. */
export const useDashboardLocations = (clientId: number | null) =>
  useApi(getDashboardLocations, { query: clientId === null ? {} : { ClientId: clientId } });

/** The report's CSV for the request, saved by the browser as `report.csv`. */
export async function downloadDashboardReport(request: DashboardRequest): Promise<void> {
  const csv = await api.call(getDashboardCsvReport, { body: request });
  const address = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = 'report.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download before this runs; the address is needed no longer.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
