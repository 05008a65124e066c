import { z } from 'zod/mini';
import { dashboardPeriod, deviceStatus, paymentStatus } from '@velo/domain';
import { id, isoDateTime, namedRef, queryId } from './common.ts';
import { endpoint } from './endpoint.ts';

// The home dashboard (admin, and a client administrator for its own client) and its door health.
//
// Every aggregate takes the period as instants: `from` inclusive at a local midnight, `to` exclusive at
// the local midnight after the last day (domain `dashboardPeriodRange`); a missing bound is unbounded
// (All time). The server buckets hours, days and months in `timeZone`, the browser's IANA zone (UTC when
// absent), and compares with the period just before of the same number of local days (none for All time:
// the previous figures are 0). A client administrator's dashboard is its own client's whatever
// `clientId` says: another client's id, or another client's location, is answered 404.

const count = z.int().check(z.minimum(0));
const money = z.number();

/** An IANA time zone both Node and the database know, e.g. `Europe/Oslo`. */
export const timeZone = z.string().check(z.minLength(1), z.maxLength(64));

const bound = z.optional(z.nullable(isoDateTime));
const optionalId = z.optional(z.nullable(id));

export const dashboardRequest = z.strictObject({
  from: bound,
  to: bound,
  /** The tab chosen (0 Today … 7 Custom range): how the history chart buckets (hours, days or months). */
  period: z.optional(z.nullable(dashboardPeriod.schema)),
  locationId: optionalId,
  clientId: optionalId,
  timeZone: z.optional(timeZone),
});
export type DashboardRequest = z.input<typeof dashboardRequest>;

/** One bar or point: a label as shown (`13:00`, `24/11`, `Nov 2026`) and its value. */
export const chartDatum = z.object({ label: z.string(), value: z.number() });
export type ChartDatum = z.infer<typeof chartDatum>;

/** Orders made in each hour (Today, Yesterday), day (weeks, months, a custom range up to 62 days) or month. */
export const getOrderHistoryChart = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/OrderHistoryChart',
  body: dashboardRequest,
  result: z.object({ chartData: z.array(chartDatum) }),
});

export const orderLengthLabels = ['Average', 'PreviousAvg', 'Count', 'PreviousCount'] as const;

/**
 * The average parked duration (minutes, of the orders made in the period that were used and ended) and
 * the number of orders, each for the period and the one before; `displayText` as shown (`2 h 15 min`, `1,204`).
 */
export const getOrderLength = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetOrderLength',
  body: dashboardRequest,
  result: z.array(z.object({ label: z.enum(orderLengthLabels), value: z.number(), displayText: z.string() })),
});
export type OrderLengthEntry = ResultEntry<typeof getOrderLength>;

/** The user base as name-to-count: `Customers`, `Active customers`, `New customers` (see the server for each rule). */
export const getUserStructure = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetUserStructure',
  body: dashboardRequest,
  result: z.object({ chartData: z.record(z.string(), count) }),
});

/** Orders made by hour of the day (`00`–`23`, all 24), in `timeZone`: one data set, `Orders`. */
export const getPeakRentalHours = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/PeakRentalHours',
  body: dashboardRequest,
  result: z.array(z.object({ dataSet: z.string(), chartData: z.array(chartDatum) })),
});

/** Revenue (paid, less refunds) of the orders made in the period and in the one before. */
export const getRevenuePerClient = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetRevenuePerClient',
  body: dashboardRequest,
  result: z.object({ chartData: z.object({ Total: money, Previous: money }) }),
});

/** One order with payments: its price (`amount`) and what was paid and kept (`revenue`). */
export const transaction = z.object({
  date: isoDateTime,
  orderId: id,
  status: z.nullable(paymentStatus.schema),
  amount: money,
  revenue: money,
});
export type Transaction = z.infer<typeof transaction>;

/** The period's latest orders with payments, newest first (at most `dashboardTransactionsShown`). */
export const getTransactions = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetTransactions',
  body: dashboardRequest,
  result: z.array(transaction),
});

/** The 10 locations with the most orders in the period, as name-to-count, most first. */
export const getTopLocations = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetTopLocations',
  body: dashboardRequest,
  result: z.object({ chartData: z.record(z.string(), count) }),
});

/** The Location dropdown's choices: every location the caller sees, or a client's. */
export const getDashboardLocations = endpoint({
  method: 'GET',
  path: '/api/services/app/Dashboard/GetAllLocations',
  query: z.strictObject({ ClientId: z.optional(queryId) }),
  result: z.array(namedRef),
});

/** The period's figures by location as CSV text (a header row; cells that a spreadsheet would run are neutralised). */
export const getDashboardCsvReport = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/csvreport',
  body: dashboardRequest,
  result: z.string(),
});

export const doorAttentionReasons = ['lowReliability', 'lowBattery', 'batteryRunningOut', 'offline'] as const;
export type DoorAttentionReason = (typeof doorAttentionReasons)[number];

/** A door that needs attention, with what its health is made of (domain `doorHealth` has the rules). */
export const doorAttention = z.object({
  doorId: id,
  doorName: z.string(),
  locationId: id,
  locationName: z.string(),
  /** 0–100 from the period's diagnostics; null without any. */
  reliability: z.nullable(z.number()),
  successes: count,
  warnings: count,
  errors: count,
  batteryLevel: z.nullable(z.number()),
  /** Days until the battery is empty at its recent trend; null when it is not falling or unknown. */
  batteryDaysLeft: z.nullable(z.number()),
  deviceStatus: z.nullable(deviceStatus.schema),
  lastHeartBeat: z.nullable(isoDateTime),
  reasons: z.array(z.enum(doorAttentionReasons)),
});
export type DoorAttention = z.infer<typeof doorAttention>;

/** The doors that need attention in the filter's scope, worst first (ours: no peer has it). */
export const getDoorsNeedingAttention = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetDoorsNeedingAttention',
  body: dashboardRequest,
  result: z.array(doorAttention),
});

// Events: the audited changes of doors and locations, newest first (admin and support).

const eventPaging = {
  /** From 1. */
  page: z.int().check(z.minimum(1), z.maximum(100_000)),
  pageSize: z.int().check(z.minimum(1), z.maximum(100)),
  /** Location name contains, case-insensitive. */
  Location: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
};

export const propertyChange = z.object({
  propertyName: z.string(),
  /** JSON text as the audit stores it: `true`, `"a comment"`, `0`, `null`. */
  originalValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
});
export type PropertyChange = z.infer<typeof propertyChange>;

export const eventItem = z.object({
  locationId: id,
  locationName: z.string(),
  /** The door's name; null on a location's event. */
  doorName: z.nullable(z.string()),
  /** The acting user's user name. */
  userName: z.nullable(z.string()),
  entity: z.object({ entityId: z.string(), changeTime: isoDateTime, propertyChanges: z.array(propertyChange) }),
});
export type EventItem = z.infer<typeof eventItem>;

const eventPage = z.object({ items: z.array(eventItem), totalCount: count });

/** Doors' changes of Status, IsActive and Description; filtered by location and door name. */
export const getDoorEvents = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetEvents',
  body: z.strictObject({ ...eventPaging, Door: z.optional(z.nullable(z.string().check(z.maxLength(200)))) }),
  result: eventPage,
});

/** Locations' changes of IsActive and AccessControlType; filtered by location name. */
export const getLocationEvents = endpoint({
  method: 'POST',
  path: '/api/services/app/Dashboard/GetLocationEvents',
  body: z.strictObject(eventPaging),
  result: eventPage,
});

type ResultEntry<E> = E extends { result: z.ZodMiniArray<infer Item> } ? z.infer<Item> : never;
