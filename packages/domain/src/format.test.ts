import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, fullName, initials } from './format.ts';

describe('names', () => {
  it('joins the parts that are there', () => {
    expect(fullName({ name: 'Kari', middlename: null, surname: 'Nordmann' })).toBe('Kari Nordmann');
    expect(fullName({ name: 'Kari', middlename: 'Lise', surname: 'Nordmann' })).toBe('Kari Lise Nordmann');
    expect(initials({ name: 'kari', surname: 'nordmann' })).toBe('KN');
  });
});

describe('money', () => {
  it('always has two decimals and the currency', () => {
    expect(formatMoney(12)).toBe('12.00 NOK');
    expect(formatMoney(1250.5)).toBe('1,250.50 NOK');
    expect(formatMoney(0.125, 'SEK')).toBe('0.13 SEK');
  });
});

describe('dates in the browser time zone', () => {
  it('uses DD.MM.YYYY HH:mm:ss', () => {
    // Whatever the machine's zone, the expected text is built from the same local reading.
    const iso = '2026-03-04T05:06:07Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${pad(local.getDate())}.${pad(local.getMonth() + 1)}.${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}:07`,
    );
    expect(formatDate(iso)).toBe(`${pad(local.getDate())}.${pad(local.getMonth() + 1)}.${local.getFullYear()}`);
    expect(formatDateTime(null)).toBe('');
  });
});
