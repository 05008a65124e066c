import { describe, expect, it } from 'vitest';
import {
  datePreset,
  datePresetRange,
  defaultDiagnosticsPeriod,
  diagnosticsPeriod,
  diagnosticsPeriodRange,
  type DatePreset,
} from './periods.ts';

// This suite runs in UTC and in Europe/Oslo (see the domain's vitest configs); each expectation is written out per zone.
const zone = process.env.TZ === 'Europe/Oslo' ? 'oslo' : 'utc';
type Expected = { from: string; to: string };
const inZone = (expected: { utc: Expected; oslo: Expected }) => expected[zone];
const range = (preset: DatePreset, now: string) => datePresetRange(preset, now);

describe('date presets', () => {
  it('runs in a zone this suite knows', () => {
    expect(['UTC', 'Europe/Oslo']).toContain(process.env.TZ);
  });

  it('lists the presets in the order offered, with their labels', () => {
    expect(datePreset.options.map((option) => option.label)).toEqual([
      'All Time',
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'Last 7 Days',
      'This Month',
      'Last Month',
    ]);
  });

  it('has no bounds for All Time', () => {
    expect(range('allTime', '2026-03-25T10:00:00Z')).toEqual({ from: null, to: null });
  });

  describe('on Wednesday 25 March 2026, in winter time', () => {
    const now = '2026-03-25T10:00:00Z';

    it('gives today and yesterday from midnight to the next midnight', () => {
      expect(range('today', now)).toEqual(
        inZone({
          utc: { from: '2026-03-25T00:00:00.000Z', to: '2026-03-26T00:00:00.000Z' },
          oslo: { from: '2026-03-24T23:00:00.000Z', to: '2026-03-25T23:00:00.000Z' },
        }),
      );
      expect(range('yesterday', now)).toEqual(
        inZone({
          utc: { from: '2026-03-24T00:00:00.000Z', to: '2026-03-25T00:00:00.000Z' },
          oslo: { from: '2026-03-23T23:00:00.000Z', to: '2026-03-24T23:00:00.000Z' },
        }),
      );
    });

    it('starts this week and last week on Monday', () => {
      expect(range('thisWeek', now)).toEqual(
        inZone({
          utc: { from: '2026-03-23T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
          // The week ends after summer time begins on Sunday 29 March: Monday's midnight is at +02:00.
          oslo: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' },
        }),
      );
      expect(range('lastWeek', now)).toEqual(
        inZone({
          utc: { from: '2026-03-16T00:00:00.000Z', to: '2026-03-23T00:00:00.000Z' },
          oslo: { from: '2026-03-15T23:00:00.000Z', to: '2026-03-22T23:00:00.000Z' },
        }),
      );
    });

    it('takes today and the six days before it as the last 7 days', () => {
      expect(range('last7Days', now)).toEqual(
        inZone({
          utc: { from: '2026-03-19T00:00:00.000Z', to: '2026-03-26T00:00:00.000Z' },
          oslo: { from: '2026-03-18T23:00:00.000Z', to: '2026-03-25T23:00:00.000Z' },
        }),
      );
    });

    it('gives this month and last month from their first day', () => {
      expect(range('thisMonth', now)).toEqual(
        inZone({
          utc: { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
          oslo: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' },
        }),
      );
      expect(range('lastMonth', now)).toEqual(
        inZone({
          utc: { from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' },
          oslo: { from: '2026-01-31T23:00:00.000Z', to: '2026-02-28T23:00:00.000Z' },
        }),
      );
    });
  });

  describe('on Sunday 29 March 2026, the day summer time begins', () => {
    const now = '2026-03-29T12:00:00Z';

    it('gives a 23-hour today in Oslo', () => {
      expect(range('today', now)).toEqual(
        inZone({
          utc: { from: '2026-03-29T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
          oslo: { from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' },
        }),
      );
      expect(range('yesterday', now)).toEqual(
        inZone({
          utc: { from: '2026-03-28T00:00:00.000Z', to: '2026-03-29T00:00:00.000Z' },
          oslo: { from: '2026-03-27T23:00:00.000Z', to: '2026-03-28T23:00:00.000Z' },
        }),
      );
    });

    it('takes Sunday as the last day of the week that began on Monday', () => {
      const week = inZone({
        utc: { from: '2026-03-23T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
        oslo: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' },
      });
      expect(range('thisWeek', now)).toEqual(week);
      expect(range('last7Days', now)).toEqual(week);
    });
  });

  it('starts a new week on Monday 30 March 2026', () => {
    expect(range('thisWeek', '2026-03-30T08:00:00Z')).toEqual(
      inZone({
        utc: { from: '2026-03-30T00:00:00.000Z', to: '2026-04-06T00:00:00.000Z' },
        oslo: { from: '2026-03-29T22:00:00.000Z', to: '2026-04-05T22:00:00.000Z' },
      }),
    );
  });

  it('gives a 25-hour today in Oslo on Sunday 25 October 2026, when summer time ends', () => {
    expect(range('today', '2026-10-25T12:00:00Z')).toEqual(
      inZone({
        utc: { from: '2026-10-25T00:00:00.000Z', to: '2026-10-26T00:00:00.000Z' },
        oslo: { from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' },
      }),
    );
  });

  it("reads now in the zone's own calendar: 22:30 UTC on 1 July is already Thursday 2 July in Oslo", () => {
    const now = '2026-07-01T22:30:00Z';
    expect(range('today', now)).toEqual(
      inZone({
        utc: { from: '2026-07-01T00:00:00.000Z', to: '2026-07-02T00:00:00.000Z' },
        oslo: { from: '2026-07-01T22:00:00.000Z', to: '2026-07-02T22:00:00.000Z' },
      }),
    );
    expect(range('thisWeek', now)).toEqual(
      inZone({
        utc: { from: '2026-06-29T00:00:00.000Z', to: '2026-07-06T00:00:00.000Z' },
        oslo: { from: '2026-06-28T22:00:00.000Z', to: '2026-07-05T22:00:00.000Z' },
      }),
    );
    expect(range('thisMonth', now)).toEqual(
      inZone({
        utc: { from: '2026-07-01T00:00:00.000Z', to: '2026-08-01T00:00:00.000Z' },
        oslo: { from: '2026-06-30T22:00:00.000Z', to: '2026-07-31T22:00:00.000Z' },
      }),
    );
  });

  it('goes back into the previous year for last month in January', () => {
    expect(range('lastMonth', '2026-01-15T12:00:00Z')).toEqual(
      inZone({
        utc: { from: '2025-12-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' },
        oslo: { from: '2025-11-30T23:00:00.000Z', to: '2025-12-31T23:00:00.000Z' },
      }),
    );
  });

  it('takes now as a Date too', () => {
    expect(datePresetRange('today', new Date('2026-03-25T10:00:00Z'))).toEqual(range('today', '2026-03-25T10:00:00Z'));
  });
});

describe('diagnostics periods', () => {
  it('numbers the tabs as the diagnostics filter does, Today by default', () => {
    expect(diagnosticsPeriod.options).toEqual([
      { value: 0, label: 'All time' },
      { value: 1, label: 'Today' },
      { value: 2, label: 'This week' },
      { value: 3, label: 'This month' },
      { value: 4, label: 'Custom range' },
    ]);
    expect(defaultDiagnosticsPeriod).toBe(1);
  });

  it('gives each tab its range, and none for the custom range', () => {
    const now = '2026-03-25T10:00:00Z';
    expect(diagnosticsPeriodRange(0, now)).toEqual({ from: null, to: null });
    expect(diagnosticsPeriodRange(1, now)).toEqual(
      inZone({
        utc: { from: '2026-03-25T00:00:00.000Z', to: '2026-03-26T00:00:00.000Z' },
        oslo: { from: '2026-03-24T23:00:00.000Z', to: '2026-03-25T23:00:00.000Z' },
      }),
    );
    expect(diagnosticsPeriodRange(2, now)).toEqual(
      inZone({
        utc: { from: '2026-03-23T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
        oslo: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' },
      }),
    );
    expect(diagnosticsPeriodRange(3, now)).toEqual(
      inZone({
        utc: { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
        oslo: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' },
      }),
    );
    expect(diagnosticsPeriodRange(4, now)).toBeNull();
  });
});
