// Periods as the browser counts them, in the runner's zone (the browser's too): from local midnight to local midnight.

export interface DateRange {
  from: string | null;
  to: string | null;
}

/**
 * A clock for the browser: noon yesterday. Its Today is a whole day that is over, so no journey running beside
 * adds to it, and the demo's data cover it in full whenever the suite runs.
 */
export const noonYesterday = () => {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  noon.setDate(noon.getDate() - 1);
  return noon;
};

const localMidnight = (now: Date, daysFromToday: number) => {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + daysFromToday);
  return day;
};

/** `count` days from `first` days after `now`'s (negative: before). */
export const days = (now: Date, first: number, count: number): DateRange => ({
  from: localMidnight(now, first).toISOString(),
  to: localMidnight(now, first + count).toISOString(),
});

/** Monday to Sunday of the week before `now`'s. */
export const lastWeek = (now: Date) => days(now, -((now.getDay() + 6) % 7) - 7, 7);
