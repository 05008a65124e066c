/** One slot of the chart: a bar of the data, or an empty slot that keeps a short series from stretching. */
export interface BarSlot {
  label: string;
  value: number | null;
}

/** The data, then empty slots up to `minimumBars`, so one day's bar stands as wide as one of five. */
export function padSlots(data: ReadonlyArray<{ label: string; value: number }>, minimumBars: number): BarSlot[] {
  const slots: BarSlot[] = data.map(({ label, value }) => ({ label, value }));
  while (slots.length < minimumBars) slots.push({ label: '', value: null });
  return slots;
}

// The axis text is xs (12px) in digits of equal width: a character takes at most about 0.62em.
const characterWidth = 7.5;
const labelGap = 8;

/** How wide a label of `text` is drawn, a little generously, so estimates never let two labels touch. */
export function estimateLabelWidth(text: string): number {
  return text.length * characterWidth;
}

/**
 * Every how many slots a label fits: 1 when each label fits its slot, 3 when only every third does. The
 * widest label decides for all, so the labels shown stay evenly spaced (every 3rd day, every 2nd hour).
 */
export function labelStep(labels: readonly string[], slotWidth: number): number {
  const widest = Math.max(0, ...labels.map(estimateLabelWidth));
  if (widest === 0 || slotWidth <= 0) return 1;
  return Math.max(1, Math.ceil((widest + labelGap) / slotWidth));
}

/** Whole ticks for counts: 0 and up to about four more, never 0.5 of an order. */
export function valueTicks(ticks: readonly number[], wholeNumbers: boolean): number[] {
  return wholeNumbers ? ticks.filter((tick) => Number.isInteger(tick)) : [...ticks];
}
