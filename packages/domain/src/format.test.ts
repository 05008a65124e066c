import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMessageTime,
  formatMoney,
  fullName,
  initials,
} from './format.ts';

describe('names', () => {
  it('joins the parts that are there', () => {
    expect(fullName({ name: 'Kari', middlename: null, surname: 'Nordmann' })).toBe('Kari Nordmann');
    expect(fullName({ name: 'Kari', middlename: 'Lise', surname: 'Nordmann' })).toBe('Kari Lise Nordmann');
    expect(fullName({ name: 'Kari', middlename: '  ', surname: 'Nordmann' })).toBe('Kari Nordmann');
    expect(initials({ name: 'kari', surname: 'nordmann' })).toBe('KN');
    expect(initials({ name: ' ola', surname: ' berg ' })).toBe('OB');
  });
});

describe('money', () => {
  it('always has two decimals and the currency', () => {
    expect(formatMoney(12)).toBe('12.00 NOK');
    expect(formatMoney(1250.5)).toBe('1,250.50 NOK');
    expect(formatMoney(0.125, 'SEK')).toBe('0.13 SEK');
    expect(formatMoney(-3.1)).toBe('-3.10 NOK');
  });
});

// This suite runs in UTC and in Europe/Oslo (see the domain's vitest configs); each expectation is written out per zone.
const zone = process.env.TZ === 'Europe/Oslo' ? 'oslo' : 'utc';
const inZone = (expected: { utc: string; oslo: string }) => expected[zone];

describe('dates in the browser time zone', () => {
  it('runs in a zone this suite knows', () => {
    expect(['UTC', 'Europe/Oslo']).toContain(process.env.TZ);
  });

  it('shows DD.MM.YYYY HH:mm:ss in winter time', () => {
    expect(formatDateTime('2026-03-04T05:06:07Z')).toBe(inZone({ utc: '04.03.2026 05:06:07', oslo: '04.03.2026 06:06:07' }));
    expect(formatDate('2026-03-04T05:06:07Z')).toBe('04.03.2026');
  });

  it('moves to the next day in summer time where the zone is ahead', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe(inZone({ utc: '01.07.2026 22:30:00', oslo: '02.07.2026 00:30:00' }));
    expect(formatDate('2026-07-01T22:30:00Z')).toBe(inZone({ utc: '01.07.2026', oslo: '02.07.2026' }));
  });

  it('reads an offset given on the wire', () => {
    expect(formatDateTime('2026-01-15T10:00:00+05:00')).toBe(inZone({ utc: '15.01.2026 05:00:00', oslo: '15.01.2026 06:00:00' }));
  });

  it('shows nothing for no date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('writes a message time in Norwegian: month name, day, year and time', () => {
    expect(formatMessageTime('2026-03-04T05:06:07Z')).toBe(inZone({ utc: 'mars 4, 2026 05:06', oslo: 'mars 4, 2026 06:06' }));
    expect(formatMessageTime('2026-12-31T23:30:00Z')).toBe(
      inZone({ utc: 'desember 31, 2026 23:30', oslo: 'januar 1, 2027 00:30' }),
    );
    expect(formatMessageTime(null)).toBe('');
  });

  it('leaves the other dates in their own formats after a message time', () => {
    formatMessageTime('2026-05-17T12:00:00Z');
    expect(formatDateTime('2026-05-17T12:00:00Z', 'MMMM')).toBe('May');
  });
});

describe('counts and durations', () => {
  it('writes counts with English thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes a duration in its two largest units, to the whole minute', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(44.6)).toBe('45 min');
    expect(formatDuration(59.6)).toBe('1 h');
    expect(formatDuration(135)).toBe('2 h 15 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(3 * 1440 + 4 * 60 + 59)).toBe('3 d 4 h');
    expect(formatDuration(2 * 1440 + 30)).toBe('2 d');
    expect(formatDuration(1500 * 1440)).toBe('1,500 d');
  });
});
