import { describe, expect, it } from 'vitest';
import {
  diagnosticFilterRule,
  diagnosticsFilters,
  diagnosticsQuery,
  diagnosticsRange,
  doorDiagnosticsFilterRule,
  type DiagnosticsFilters,
} from './diagnostics.ts';

const today: DiagnosticsFilters = { period: 1, from: null, to: null, location: null };
// A Wednesday, at noon UTC.
const now = new Date('2026-11-25T12:00:00Z');

describe('the diagnostics filter in the address', () => {
  it('reads Today when the address names no period or an unknown one', () => {
    expect(diagnosticsFilters.period.parse(null)).toBe(1);
    expect(diagnosticsFilters.period.parse('9')).toBe(1);
    expect(diagnosticsFilters.period.parse('0')).toBe(0);
    expect(diagnosticsFilters.from.parse('not a time')).toBeNull();
  });

  it('writes only what differs from the default, so Today with all locations is a bare address', () => {
    expect(diagnosticsQuery(today)).toBe('');
    expect(diagnosticsQuery({ period: 4, from: '2026-11-01T00:00:00.000Z', to: '2026-11-08T00:00:00.000Z', location: 7 })).toBe(
      '?period=4&from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-08T00%3A00%3A00.000Z&location=7',
    );
  });
});

describe('diagnosticsRange', () => {
  it("is the tab's period at now, and a custom range only once both its ends are chosen", () => {
    expect(diagnosticsRange({ ...today, period: 0 }, now)).toEqual({ from: null, to: null });
    const custom = { ...today, period: 4 as const, from: '2026-11-01T00:00:00.000Z' };
    expect(diagnosticsRange(custom, now)).toEqual({ from: null, to: null });
    expect(diagnosticsRange({ ...custom, to: '2026-11-03T00:00:00.000Z' }, now)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
    });
  });
});

describe('the diagnostics filter rules', () => {
  const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-08T00:00:00.000Z' };

  it("bound the doors' totals by the period, its end exclusive, and narrow them to a location", () => {
    expect(doorDiagnosticsFilterRule(range, 7)).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'Door.LocationId', operator: 'equal', value: 7 },
        { field: 'UsedFrom', operator: 'gte', value: range.from },
        { field: 'UsedTo', operator: 'lt', value: range.to },
      ],
    });
    expect(doorDiagnosticsFilterRule({ from: null, to: null }, null)).toBeNull();
  });

  it("take a door's diagnostics received in the period", () => {
    expect(diagnosticFilterRule(range, 12)).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'DoorId', operator: 'equal', value: 12 },
        { field: 'CreationTime', operator: 'gte', value: range.from },
        { field: 'CreationTime', operator: 'lt', value: range.to },
      ],
    });
    expect(diagnosticFilterRule({ from: null, to: null }, 12)).toEqual({
      condition: 'and',
      filterRules: [{ field: 'DoorId', operator: 'equal', value: 12 }],
    });
  });
});
