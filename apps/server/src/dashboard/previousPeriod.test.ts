import { describe, expect, it } from 'vitest';
import { previousPeriod } from './previousPeriod.ts';
import { localDays } from './zonedTime.ts';

const oslo = 'Europe/Oslo';
const at = (iso: string) => new Date(iso);
const previousOf = (from: string, to: string, timeZone = oslo) => {
  const previous = previousPeriod({ from: at(from), to: at(to) }, timeZone);
  return previous && { from: previous.from.toISOString(), to: previous.to.toISOString() };
};

describe('previousPeriod', () => {
  it('compares Today with yesterday, whole local days across a daylight-saving change', () => {
    // Sunday 29 March 2026 (23 hours) with Saturday 28 March (24 hours).
    expect(previousOf('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z')).toEqual({
      from: '2026-03-27T23:00:00.000Z',
      to: '2026-03-28T23:00:00.000Z',
    });
    // Monday 30 March (in summer time) with the 23-hour Sunday before it.
    expect(previousOf('2026-03-29T22:00:00Z', '2026-03-30T22:00:00Z')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    // Sunday 25 October (25 hours) and the Monday after it.
    expect(previousOf('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z')?.from).toBe('2026-10-23T22:00:00.000Z');
    expect(previousOf('2026-10-25T23:00:00Z', '2026-10-26T23:00:00Z')?.from).toBe('2026-10-24T22:00:00.000Z');
  });

  it('compares a week that loses an hour with the whole week before it, from its Monday midnight', () => {
    // Monday 23 to Sunday 29 March 2026: 167 hours; the week before is 168.
    expect(previousOf('2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z')).toEqual({
      from: '2026-03-15T23:00:00.000Z',
      to: '2026-03-22T23:00:00.000Z',
    });
    // The week after, in summer time, compares with the 167-hour week.
    expect(previousOf('2026-03-29T22:00:00Z', '2026-04-05T22:00:00Z')?.from).toBe('2026-03-22T23:00:00.000Z');
  });

  it('compares a month with as many days before it, not with the calendar month', () => {
    // November 2026 (30 days) with 2 to 31 October; March 2026 (31 days) with 29 January to 28 February.
    expect(previousOf('2026-10-31T23:00:00Z', '2026-11-30T23:00:00Z')?.from).toBe('2026-10-01T22:00:00.000Z');
    expect(previousOf('2026-02-28T23:00:00Z', '2026-03-31T22:00:00Z')?.from).toBe('2026-01-28T23:00:00.000Z');
  });

  it('counts a part of a day as a day, and has none for All time', () => {
    expect(previousOf('2026-05-10T08:00:00Z', '2026-05-10T09:30:00Z', 'UTC')).toEqual({
      from: '2026-05-09T08:00:00.000Z',
      to: '2026-05-10T08:00:00.000Z',
    });
    expect(previousPeriod({ to: at('2026-05-10T00:00:00Z') }, oslo)).toBeUndefined();
  });

  it('never reaches before the year 1', () => {
    expect(previousOf('0001-01-02T00:00:00Z', '0001-03-01T00:00:00Z', 'UTC')?.from).toBe('0001-01-01T00:00:00.000Z');
  });

  it('counts local days in the zone', () => {
    expect(localDays(at('2026-03-22T23:00:00Z'), at('2026-03-29T22:00:00Z'), oslo)).toBe(7);
    expect(localDays(at('2026-03-22T23:00:00Z'), at('2026-03-29T22:00:00Z'), 'UTC')).toBe(7);
    expect(localDays(at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z'), oslo)).toBe(1);
    expect(localDays(at('2026-10-24T22:00:00Z'), at('2026-10-24T22:00:00Z'), oslo)).toBe(0);
  });
});
