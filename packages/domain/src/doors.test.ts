import { describe, expect, it } from 'vitest';
import { atLeastOneConcurrent, canUnlockDoor, hasLockChoice, plcKeyPattern } from './doors.ts';

describe('canUnlockDoor: a lock whose device is not offline', () => {
  it('refuses a door without a lock', () => expect(canUnlockDoor({ lockType: 0, deviceStatus: null })).toBe(false));
  it('allows PLC, which reports no device', () => expect(canUnlockDoor({ lockType: 1, deviceStatus: null })).toBe(true));
  it('allows NB and BLE unless offline', () => {
    expect(canUnlockDoor({ lockType: 2, deviceStatus: 'ONLINE' })).toBe(true);
    expect(canUnlockDoor({ lockType: 3, deviceStatus: null })).toBe(true);
    expect(canUnlockDoor({ lockType: 2, deviceStatus: 'OFFLINE' })).toBe(false);
    expect(canUnlockDoor({ lockType: 3, deviceStatus: 'OFFLINE' })).toBe(false);
  });
});

describe('door keys', () => {
  it('NB and BLE choose from locks, PLC and none do not', () => {
    expect([0, 1, 2, 3].map((type) => hasLockChoice(type as 0 | 1 | 2 | 3))).toEqual([false, false, true, true]);
  });
  it('a PLC key is a whole number of 0 or more', () => {
    expect(['0', '7', '104', '999999999'].every((key) => plcKeyPattern.test(key))).toBe(true);
    expect(['', '-1', '1.5', '07', 'A1', '1 ', '1234567890'].some((key) => plcKeyPattern.test(key))).toBe(false);
  });
  it('max concurrent is at least 1', () => {
    expect([0, -3, 1, 2, 2.7, Number.NaN, null].map(atLeastOneConcurrent)).toEqual([1, 1, 1, 2, 2, 1, 1]);
  });
});
