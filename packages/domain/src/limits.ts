// The product's numeric limits, defined once: the wire contract, the server's SQL and the console read them here.

/** Ids are PostgreSQL `integer` columns: 1 to 2^31 − 1. */
export const idRange = { min: 1, max: 2_147_483_647 } as const;

/** The two-factor code has this many digits; Confirm waits for all of them. */
export const twoFactorCodeLength = 4;

/** Pricing durations are whole hours. */
export const pricingDurationHours = { min: 1, max: 24 } as const;

/**
 * The least each amount of a location's pricing may be (per interval: the start amount at least 0,
 * the main amount at least 1; the most per day and the monthly subscription at least 0).
 */
export const pricingMinimums = {
  startPriceAmount: 0,
  mainPriceAmount: 1,
  maxDailyAmount: 0,
  defaultSubscriptionPrice: 0,
} as const;

/** The most an amount may be: amounts are stored with two decimals in 12 digits. */
export const maxAmount = 9_999_999_999.99;

/** The years a stored moment may fall in, once in UTC: PostgreSQL has no year 0, nor reads JavaScript's `+010000-…`. */
export const storedYears = { min: 1, max: 9999 } as const;

/** Lists default to 10 rows a page. */
export const defaultPageSize = 10;
export const pageSizeOptions = [10, 25, 50, 100] as const;
/** The global orders list defaults to 30 rows a page. */
export const orderListPageSize = 30;
export const orderListPageSizeOptions = [30, 50, 100] as const;
/** A location's Orders tab defaults to 25 rows a page. */
export const locationOrdersPageSize = 25;
export const locationOrdersPageSizeOptions = [25, 50, 100] as const;
/** The largest page a list call may ask for: the location selector fetches up to a million. */
export const maxPageSize = 1_000_000;

/** A client administrator's access level: what it may change. */
export const accessLevels = { read: 0, edit: 1, full: 2 } as const;

/** The locations list's client filter offers up to this many clients. */
export const maxClientChoices = 2000;

/** A lock's battery level, in percent. */
export const batteryPercent = { min: 0, max: 100 } as const;

/**
 * A list's `filterRule`: groups nest `depth` levels at most (the outer group is level 1) and all its
 * groups together hold `rules` entries at most (a nested group counts as one). A rule lists `values`
 * at most (an `in`: every row of the largest page), and all its rules `totalValues`: PostgreSQL's
 * planning of many `in` lists ANDed on one column grows with the square of their values (200 lists
 * of 50 planned for minutes; a filter of 1,000 values in any shape takes well under a second).
 */
export const filterRuleLimits = { depth: 8, rules: 200, values: 100, totalValues: 1000 } as const;

/** A phone number in E.164: a `+` and 8 to 15 digits (country code first), e.g. `+4791234567`. */
export const phoneNumberE164 = /^\+[0-9]{8,15}$/;

/** A location's name is at most this many characters. */
export const locationNameMaxLength = 256;

/**
 * The most characters each text of a location's Details may hold. Indexed texts stay far below what
 * a B-tree entry holds (about 2,700 bytes, so 4-byte characters included), so no save ever fails on
 * an index.
 */
export const locationTextMaxLengths = {
  name: locationNameMaxLength,
  description: 500,
  street: 256,
  municipality: 128,
  postCode: 16,
  postName: 128,
  siteOutcall: 256,
  siteOutcallNumber: 64,
} as const;

/** The most groups a location's access control may admit in one save. */
export const maxLocationGroups = 1000;

/** Lookups (countries) are read up to this many at a time. */
export const maxLookupPage = 100;

/** An announcement's short description is at most this many characters. */
export const announcementDescriptionMaxLength = 250;

/** The dashboard's Top 10 Locations: this many. */
export const topLocationsShown = 10;

/** The dashboard's Transactions card: the period's latest this many. */
export const dashboardTransactionsShown = 20;

/** The history chart always has room for this many bars: fewer are padded, so one bar is not a wall. */
export const historyChartMinimumBars = 5;

/** A custom range longer than this many days is charted by month, not by day. */
export const historyChartMaximumDays = 62;

/** The Events page's tables: this many rows a page, pages counted from 1. */
export const eventsPageSize = 25;
