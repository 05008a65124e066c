import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';

describe('enumerations', () => {
  it.each([
    [enums.locationType, { 0: 'Bike Locker', 1: 'Hotel' }],
    [enums.accessControlType, { 0: 'Public', 1: 'Private' }],
    [enums.doorType, { 0: 'Cargo', 1: 'Standard', 2: 'Long tailed', 3: 'Family', 4: 'E-Rack' }],
    [enums.lockType, { 0: 'Not supported', 1: 'PLC', 2: 'NB Bikely narrowband', 3: 'BLE Bikely' }],
    [enums.lockTypeChoice, { 0: 'Not supported', 1: 'PLC', 2: 'NB (narrowband)', 3: 'BLE' }],
    [
      enums.orderStatus,
      { 0: 'Pending', 1: 'Ordered', 2: 'Completed', 3: 'Cancelled', 4: 'Waiting for the device to complete the order' },
    ],
    [enums.paymentStatus, { 0: 'Not Paid', 1: 'Paid', 2: 'Refunded', 3: 'Partially Refunded', 4: 'Locked' }],
    [enums.diagnosticStatus, { 0: 'Error', 1: 'Warning', 2: 'Success' }],
    [enums.country, { 1: 'Norway', 2: 'Sweden', 3: 'Finland' }],
    [enums.gender, { 0: 'Male', 1: 'Female' }],
    [enums.language, { 1: 'English', 2: 'Norwegian' }],
    [enums.roleId, { 1: 'Administrator', 4: 'Support' }],
    [enums.accessLevel, { 0: 'Read Access', 1: 'Edit Access', 2: 'Full Access' }],
    [enums.twoFactorProvider, { 1: 'SMS', 2: 'E-mail' }],
  ])('labels every value as the spec does', (enumeration, labels) => {
    expect(Object.fromEntries(enumeration.options.map(({ value, label }) => [value, label]))).toEqual(labels);
  });

  it('device status and signal strength are strings from the device, labelled for people', () => {
    expect(enums.deviceStatus.options).toEqual([
      { value: 'ONLINE', label: 'Online' },
      { value: 'OFFLINE', label: 'Offline' },
    ]);
    expect(enums.signalStrength.options).toEqual([
      { value: 'EXCELLENT', label: 'Excellent' },
      { value: 'FAIR', label: 'Fair' },
      { value: 'POOR', label: 'Poor' },
      { value: 'UNKNOWN', label: 'Unknown' },
    ]);
  });

  it('validates exactly the values of the set', () => {
    expect(enums.doorType.schema.safeParse(4).success).toBe(true);
    expect(enums.doorType.schema.safeParse(5).success).toBe(false);
    expect(enums.doorType.schema.safeParse('1').success).toBe(false);
    expect(enums.deviceStatus.schema.safeParse('ONLINE').success).toBe(true);
    expect(enums.deviceStatus.schema.safeParse('online').success).toBe(false);
    expect(enums.twoFactorProvider.schema.safeParse(enums.twoFactorProviders.email).success).toBe(true);
    expect(enums.twoFactorProvider.schema.safeParse(3).success).toBe(false);
  });

  it('answers a fallback for a value outside the set', () => {
    expect(enums.paymentStatus.label(null, 'No Payment Status')).toBe('No Payment Status');
    expect(enums.paymentStatus.label(9, 'No Payment Status')).toBe('No Payment Status');
    expect(enums.paymentStatus.label(9)).toBe('9');
    expect(enums.paymentStatus.label(undefined)).toBe('');
    expect(enums.orderStatus.has(4)).toBe(true);
    expect(enums.orderStatus.has(5)).toBe(false);
  });
});
