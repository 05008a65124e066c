import { datePresetRange } from '@velo/domain';
import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import {
  diagnostic,
  diagnosticListFields,
  diagnosticStatistic,
  doorDiagnostics,
  doorDiagnosticsListFields,
  getDiagnosticInfo,
  getDiagnosticList,
  getDiagnosticStatistic,
  type Diagnostic,
  type DoorDiagnostics,
} from './diagnostics.ts';
import { allOf, filterOperators } from './lists.ts';

const sampleDiagnostic: Diagnostic = {
  id: 9,
  doorId: 11,
  doorName: 'A-01',
  locationName: 'Central Station',
  status: 2,
  diagnosticDateTime: '2026-03-01T07:59:58.000Z',
  isNewUser: true,
  creationTime: '2026-03-01T08:00:00.000Z',
};

const sampleTotals: DoorDiagnostics = {
  id: 11,
  doorName: 'A-01',
  locationId: 3,
  locationName: 'Central Station',
  successes: 120,
  warnings: 14,
  errors: 6,
};

describe('a diagnostic', () => {
  it('takes the statuses Error, Warning and Success (0, 1, 2) and instants with an offset', () => {
    expect(issuePaths(diagnostic, sampleDiagnostic)).toEqual([]);
    expect(issuePaths(diagnostic, { ...sampleDiagnostic, status: 0, creationTime: '2026-03-01T09:00:00+01:00' })).toEqual([]);
    expect(issuePaths(diagnostic, { ...sampleDiagnostic, status: 3, diagnosticDateTime: '2026-03-01 08:00' })).toEqual([
      'status',
      'diagnosticDateTime',
    ]);
  });
});

describe("a door's totals", () => {
  it('are whole counts of zero or more', () => {
    expect(issuePaths(doorDiagnostics, sampleTotals)).toEqual([]);
    expect(issuePaths(doorDiagnostics, { ...sampleTotals, successes: -1, warnings: 1.5 })).toEqual(['successes', 'warnings']);
  });
});

describe('the diagnostics lists', () => {
  it('are generic lists', () => {
    expect(getDiagnosticList.path).toBe('/api/services/app/Diagnostic/GetList');
    expect(getDiagnosticInfo.path).toBe('/api/services/app/Diagnostic/GetDiagnosticInfo');
    expect(getDiagnosticInfo.body!.parse({ sorting: 'id DESC' })).toEqual({
      sorting: 'id DESC',
      skipCount: 0,
      maxResultCount: 10,
    });
  });

  it("filter one door's diagnostics by a period, the exclusive end with an operator the filter has", () => {
    const { from, to } = datePresetRange('today', '2026-03-01T12:00:00Z');
    expect(filterOperators).toContain('lt');
    expect(
      allOf(diagnosticListFields, [
        { field: 'DoorId', operator: 'equal', value: 11 },
        { field: 'CreationTime', operator: 'gte', value: from! },
        { field: 'CreationTime', operator: 'lt', value: to! },
      ]),
    ).toEqual({
      condition: 'and',
      filterRules: [
        { field: 'DoorId', operator: 'equal', value: 11 },
        { field: 'CreationTime', operator: 'gte', value: from },
        { field: 'CreationTime', operator: 'lt', value: to },
      ],
    });
  });

  it("offer the per-door totals' columns, the location through the door and the period", () => {
    expect(Object.keys(doorDiagnosticsListFields)).toEqual([
      'Id',
      'DoorName',
      'Door.LocationId',
      'LocationName',
      'Successes',
      'Warnings',
      'Errors',
      'UsedFrom',
      'UsedTo',
    ]);
  });
});

describe('the statistic', () => {
  it('takes a period with either end open, and a location, a door or neither', () => {
    const body = getDiagnosticStatistic.body!;
    expect(body.parse({ from: '2026-03-01T00:00:00.000Z', to: null, locationId: 3 })).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: null,
      locationId: 3,
    });
    expect(body.parse({})).toEqual({});
    expect(issuePaths(body, { from: '2026-03-01', doorId: 0 })).toEqual(['from', 'doorId']);
    expect(issuePaths(body, { DoorId: 3 })).toEqual(['']);
  });

  it('answers a count map', () => {
    expect(issuePaths(diagnosticStatistic, { successes: 120, warnings: 14, errors: 6 })).toEqual([]);
    expect(issuePaths(diagnosticStatistic, { successes: 120, warnings: 14 })).toEqual(['errors']);
  });
});
