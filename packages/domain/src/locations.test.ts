import { describe, expect, it } from 'vitest';
import { doorSummary, inviteRoute, maintenanceNote, maintenanceState, openingHoursInOrder } from './locations.ts';

describe('doorSummary', () => {
  it('counts active doors', () => {
    expect(doorSummary([{ isActive: true }, { isActive: false }, { isActive: true }])).toBe('2 active out of 3 doors');
    expect(doorSummary([])).toBe('0 active out of 0 doors');
  });
});

describe('maintenanceState: in maintenance from start until end, planned before the start', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (iso: string | null, end: string | null = null) =>
    maintenanceState({ maintenanceStartTime: iso, maintenanceEndingTime: end }, now);

  it('none without a start', () => {
    expect(at(null)).toBe('none');
    expect(at(null, '2026-06-02T00:00:00Z')).toBe('none');
  });
  it('planned when the start is in the future', () => expect(at('2026-06-01T12:00:01Z')).toBe('planned'));
  it('active from the start until the end', () => {
    expect(at('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z')).toBe('active');
    expect(at('2026-05-01T00:00:00Z', '2026-06-01T12:00:01Z')).toBe('active');
    expect(at('2026-05-01T00:00:00Z')).toBe('active');
  });
  it('over once the end has passed', () => expect(at('2026-05-01T00:00:00Z', '2026-06-01T12:00:00Z')).toBe('none'));
});

// This suite runs in UTC and in Europe/Oslo (see the domain's vitest configs); each expectation is written out per zone.
const zone = process.env.TZ === 'Europe/Oslo' ? 'oslo' : 'utc';

describe('maintenanceNote', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const note = (start: string | null, end: string | null = null) =>
    maintenanceNote({ maintenanceStartTime: start, maintenanceEndingTime: end }, now);

  it('says nothing without maintenance', () => {
    expect(note(null)).toBe('');
    expect(note('2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z')).toBe('');
  });
  it('says until when maintenance is on, in the browser time zone', () => {
    expect(note('2026-06-01T10:00:00Z', '2026-06-01T15:30:00Z')).toBe(
      { utc: 'In maintenance until 01.06.2026 15:30', oslo: 'In maintenance until 01.06.2026 17:30' }[zone],
    );
    expect(note('2026-06-01T10:00:00Z')).toBe('In maintenance');
  });
  it('says from when maintenance is planned', () => {
    expect(note('2026-06-03T08:00:00Z', '2026-06-03T09:00:00Z')).toBe(
      { utc: 'Planned from 03.06.2026 08:00', oslo: 'Planned from 03.06.2026 10:00' }[zone],
    );
  });
});

describe('inviteRoute', () => {
  it('is the hash route of the invitation page, the code encoded', () => {
    expect(inviteRoute('RC5PF4CA')).toBe('#/invite/RC5PF4CA');
    expect(inviteRoute('ØST 12')).toBe('#/invite/%C3%98ST%2012');
  });
});

describe('openingHoursInOrder: open before closing, unless open all day', () => {
  const hours = (openFrom: string | null, openTo: string | null, allDay = false) =>
    openingHoursInOrder({ openFrom, openTo, allDay });

  it('accepts an opening before the closing', () => {
    expect(hours('06:00', '22:00')).toBe(true);
    expect(hours('00:00', '00:01')).toBe(true);
    expect(hours('09:59', '10:00')).toBe(true);
  });
  it('refuses the same time, a closing before the opening, or a missing time', () => {
    expect(hours('10:00', '10:00')).toBe(false);
    expect(hours('22:00', '06:00')).toBe(false);
    expect(hours('09:00', '08:59')).toBe(false);
    expect(hours(null, '22:00')).toBe(false);
    expect(hours('06:00', null)).toBe(false);
  });
  it('accepts anything all day', () => {
    expect(hours('22:00', '06:00', true)).toBe(true);
    expect(hours(null, null, true)).toBe(true);
  });
});
