// Local ("wall clock") times in an IANA zone, as milliseconds counted as if the wall clock were UTC:
// the arithmetic of local days without a time-zone library.

const dayMs = 24 * 3600 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** The wall-clock time of `instant` (ms) in `timeZone`, as ms since 1970 read as UTC. */
export function wallTime(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(new Date(instant))) parts[type] = value;
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), ((instant % 1000) + 1000) % 1000);
  return wall.getTime();
}

/** The instant whose wall-clock time in `timeZone` is `wall` (in a skipped hour: the instant after the gap's offset change). */
export function instantOfWallTime(wall: number, timeZone: string): number {
  const offsetAt = (instant: number) => wallTime(instant, timeZone) - instant;
  let guess = wall - offsetAt(wall);
  const offset = offsetAt(guess);
  if (wall - offset !== guess) guess = wall - offset;
  return guess;
}

/** How many local days `[from, to)` spans, a part-day counted whole (0 when `to` is not after `from`). */
export function localDays(from: Date, to: Date, timeZone: string): number {
  const span = wallTime(to.getTime(), timeZone) - wallTime(from.getTime(), timeZone);
  return span <= 0 ? 0 : Math.ceil(span / dayMs);
}

/** The local date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallTime(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** `wall` moved by whole local days. */
export const addLocalDays = (wall: number, days: number) => wall + days * dayMs;
