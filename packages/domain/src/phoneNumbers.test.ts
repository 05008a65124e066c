import { describe, expect, it } from 'vitest';
import { isValidNationalPhoneNumber, toWirePhoneNumber } from './phoneNumbers.ts';

describe('toWirePhoneNumber', () => {
  it('puts 00 and the calling code before the digits', () => {
    expect(toWirePhoneNumber('NO', '912 34 567')).toBe('004791234567');
    expect(toWirePhoneNumber('SE', '070-123 45 67')).toBe('0046701234567');
  });

  it('drops a trunk prefix', () => {
    expect(toWirePhoneNumber('GB', '07700 900123')).toBe('00447700900123');
  });

  it('keeps the digits of a number it cannot parse', () => {
    expect(toWirePhoneNumber('NO', '12-3')).toBe('0047123');
  });
});

describe('isValidNationalPhoneNumber', () => {
  it('knows a Norwegian mobile number from a short one', () => {
    expect(isValidNationalPhoneNumber('NO', '912 34 567')).toBe(true);
    expect(isValidNationalPhoneNumber('NO', '1234')).toBe(false);
    expect(isValidNationalPhoneNumber('NO', '')).toBe(false);
  });
});
