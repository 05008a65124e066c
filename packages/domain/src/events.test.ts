import { describe, expect, it } from 'vitest';
import {
  auditValue,
  doorEventComment,
  doorEventRows,
  doorEventStatus,
  locationEventRows,
  locationPropertyValue,
  type AuditedEvent,
  type AuditedPropertyChange,
} from './events.ts';

const event = (propertyChanges: AuditedPropertyChange[], doorName: string | null = 'A-01'): AuditedEvent => ({
  locationId: 7,
  locationName: 'Bryggen',
  doorName,
  userName: 'admin',
  entity: { entityId: '42', changeTime: '2026-11-24T10:15:00.000Z', propertyChanges },
});
const change = (propertyName: string, originalValue: string | null, newValue: string | null) => ({
  propertyName,
  originalValue,
  newValue,
});

describe('auditValue', () => {
  it('reads the JSON text the audit stores', () => {
    expect(auditValue('true')).toBe(true);
    expect(auditValue('0')).toBe(0);
    expect(auditValue('"Lock jammed"')).toBe('Lock jammed');
    expect(auditValue('null')).toBeNull();
    expect(auditValue(null)).toBeNull();
  });

  it('takes text that is not JSON as it is', () => {
    expect(auditValue('Lock jammed')).toBe('Lock jammed');
    expect(auditValue('{broken')).toBe('{broken');
  });
});

describe('door events', () => {
  it('reads Status true as Enabled, false as Disabled, and no Status change as Unchanged', () => {
    expect(doorEventStatus(event([change('Status', 'false', 'true')]))).toBe('Enabled');
    expect(doorEventStatus(event([change('Status', 'true', 'false')]))).toBe('Disabled');
    expect(doorEventStatus(event([change('Status', 'true', 'null')]))).toBe('Disabled');
    expect(doorEventStatus(event([change('Description', 'null', '"New text"')]))).toBe('Unchanged');
  });

  it('takes the new Description as the comment, N/A when it is absent, null or empty', () => {
    expect(doorEventComment(event([change('Description', 'null', '"Lock jammed"')]))).toBe('Lock jammed');
    expect(doorEventComment(event([change('Description', '"Lock jammed"', 'null')]))).toBe('N/A');
    expect(doorEventComment(event([change('Description', 'null', '""')]))).toBe('N/A');
    expect(doorEventComment(event([change('Status', 'true', 'false')]))).toBe('N/A');
  });

  it('makes one row per event, with the door, the user and the moment', () => {
    const rows = doorEventRows([
      event([change('Status', 'true', 'false'), change('Description', 'null', '"Lock jammed"')]),
      event([change('IsActive', 'true', 'false')]),
    ]);
    expect(rows).toEqual([
      {
        key: '0:42',
        locationId: 7,
        locationName: 'Bryggen',
        doorId: '42',
        doorName: 'A-01',
        status: 'Disabled',
        comment: 'Lock jammed',
        userName: 'admin',
        changeTime: '2026-11-24T10:15:00.000Z',
      },
      expect.objectContaining({ key: '1:42', status: 'Unchanged', comment: 'N/A' }),
    ]);
  });
});

describe('location events', () => {
  it('reads IsActive as Activated or Deactivated', () => {
    expect(locationPropertyValue('IsActive', 'true')).toBe('Activated');
    expect(locationPropertyValue('IsActive', 'false')).toBe('Deactivated');
  });

  it('reads AccessControlType 0 as Public and any other value as Private', () => {
    expect(locationPropertyValue('AccessControlType', '0')).toBe('Public');
    expect(locationPropertyValue('AccessControlType', '1')).toBe('Private');
    expect(locationPropertyValue('AccessControlType', '2')).toBe('Private');
  });

  it('shows N/A for a missing value and any other property as its value', () => {
    expect(locationPropertyValue('IsActive', null)).toBe('N/A');
    expect(locationPropertyValue('AccessControlType', 'null')).toBe('N/A');
    expect(locationPropertyValue('Name', '"Bryggen"')).toBe('Bryggen');
    expect(locationPropertyValue('Capacity', '12')).toBe('12');
  });

  it('makes one row per property change, From and To decoded', () => {
    const rows = locationEventRows([
      event([change('IsActive', 'true', 'false'), change('AccessControlType', '0', '1')], null),
      event([change('IsActive', 'false', 'true')], null),
    ]);
    expect(rows).toEqual([
      {
        key: '0:42.0',
        locationId: 7,
        locationName: 'Bryggen',
        property: 'IsActive',
        from: 'Activated',
        to: 'Deactivated',
        userName: 'admin',
        changeTime: '2026-11-24T10:15:00.000Z',
      },
      expect.objectContaining({ key: '0:42.1', property: 'AccessControlType', from: 'Public', to: 'Private' }),
      expect.objectContaining({ key: '1:42.0', property: 'IsActive', from: 'Deactivated', to: 'Activated' }),
    ]);
  });
});
