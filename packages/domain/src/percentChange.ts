/** What a comparison reads when there is nothing to compare with, or nothing changed at one decimal. */
export const noChange = 'No Change';

/**
 * The change from `previous` to `current` in percent, e.g. 12.5 for 80 → 90; null when there is no previous
 * value or it was 0, since no percentage of nothing means anything.
 */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0 || !Number.isFinite(previous) || !Number.isFinite(current)) {
    return null;
  }
  return ((current - previous) / Math.abs(previous)) * 100;
}

const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A change to one decimal with its sign: "+12.5%", "−3.0%" (a minus sign, not a hyphen); "No Change" for none or 0.0. */
export function formatPercentChange(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return noChange;
  const rounded = Math.round(Math.abs(change) * 10) / 10;
  if (rounded === 0) return noChange;
  return `${change > 0 ? '+' : '\u2212'}${oneDecimal.format(rounded)}%`;
}

/** Which way a change went, for its arrow: flat when it reads "No Change". */
export function percentChangeDirection(change: number | null | undefined): 'up' | 'down' | 'flat' {
  if (formatPercentChange(change) === noChange) return 'flat';
  return change! > 0 ? 'up' : 'down';
}
