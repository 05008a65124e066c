import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleDoor } from '../testing/samples.ts';
import {
  activateDoor,
  adminUnlockDoor,
  createDoor,
  door,
  getBleLocks,
  getDoor,
  getDoorList,
  getLocks,
  getNbLocks,
  updateDoor,
} from './doors.ts';

describe('door', () => {
  it('takes one or more concurrent users, and 0 for no subscriber and no current order', () => {
    expect(issuePaths(door, { ...sampleDoor, maxConcurrent: 4, subscriptionUserId: 0, currentOrderId: 0 })).toEqual([]);
    expect(issuePaths(door, { ...sampleDoor, subscriptionUserId: 7, currentOrderId: 12 })).toEqual([]);
    expect(issuePaths(door, { ...sampleDoor, maxConcurrent: 0 })).toEqual(['maxConcurrent']);
    expect(issuePaths(door, { ...sampleDoor, subscriptionUserId: -1, currentOrderId: -1 })).toEqual([
      'subscriptionUserId',
      'currentOrderId',
    ]);
  });
});

describe('createDoor', () => {
  const newDoor = { locationId: 3, name: ' A-01 ', lockType: 2, localAccessKey: 'NB-0000AA01' };

  it('fills in what the dialog leaves out: Standard, no charger, one order at a time, enabled and active', () => {
    expect(createDoor.body!.parse(newDoor)).toEqual({
      locationId: 3,
      name: 'A-01',
      doorType: 1,
      lockType: 2,
      localAccessKey: 'NB-0000AA01',
      maxConcurrent: 1,
      hasCharger: false,
      status: true,
      isActive: true,
    });
  });

  it('takes max concurrent below 1 as 1, and refuses more than the limit', () => {
    const concurrent = (maxConcurrent: unknown) => createDoor.body!.parse({ ...newDoor, maxConcurrent }).maxConcurrent;
    expect([0, -4, null, 3].map(concurrent)).toEqual([1, 1, 1, 3]);
    expect(issuePaths(createDoor.body, { ...newDoor, maxConcurrent: 1001 })).toEqual(['maxConcurrent']);
  });

  it('requires a name and a lock type, and a key when the lock has one', () => {
    expect(issuePaths(createDoor.body, { ...newDoor, name: '  ' })).toEqual(['name']);
    expect(issuePaths(createDoor.body, { ...newDoor, name: 'x'.repeat(101) })).toEqual(['name']);
    const { lockType: _, ...withoutLockType } = newDoor;
    expect(issuePaths(createDoor.body, withoutLockType)).toEqual(['lockType']);
    expect(createDoor.body!.safeParse({ ...newDoor, localAccessKey: ' ' }).error?.issues).toMatchObject([
      { path: ['localAccessKey'], message: 'Required' },
    ]);
    expect(issuePaths(createDoor.body, { ...newDoor, lockType: 3, localAccessKey: null })).toEqual(['localAccessKey']);
    expect(issuePaths(createDoor.body, { ...newDoor, lockType: 0, localAccessKey: null })).toEqual([]);
  });

  it('takes a PLC key that is a whole number of 0 or more', () => {
    expect(issuePaths(createDoor.body, { ...newDoor, lockType: 1, localAccessKey: '104' })).toEqual([]);
    expect(createDoor.body!.safeParse({ ...newDoor, lockType: 1, localAccessKey: '-1' }).error?.issues).toMatchObject([
      { path: ['localAccessKey'], message: 'Enter a whole number of 0 or more' },
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(issuePaths(createDoor.body, { ...newDoor, deviceStatus: 'ONLINE' })).toEqual(['']);
  });
});

describe('updateDoor', () => {
  it('takes the door id, its details and the stamp it read, or none', () => {
    const edit = { id: 11, locationId: 3, name: 'A-01', lockType: 1, localAccessKey: '7' };
    expect(issuePaths(updateDoor.body, { ...edit, concurrencyStamp: 'b7c1' })).toEqual([]);
    expect(issuePaths(updateDoor.body, edit)).toEqual([]);
    expect(issuePaths(updateDoor.body, { ...edit, id: 0, localAccessKey: '7.5' })).toEqual(['id']);
    expect(issuePaths(updateDoor.body, { ...edit, localAccessKey: '7.5' })).toEqual(['localAccessKey']);
  });
});

describe('activateDoor', () => {
  it('requires the reason when disabling only', () => {
    expect(issuePaths(activateDoor.body, { id: 11, isActive: false, description: 'Broken hinge' })).toEqual([]);
    expect(issuePaths(activateDoor.body, { id: 11, isActive: false, description: ' ' })).toEqual(['description']);
    expect(issuePaths(activateDoor.body, { id: 11, isActive: false })).toEqual(['description']);
    expect(issuePaths(activateDoor.body, { id: 11, isActive: true })).toEqual([]);
  });
});

describe('the door reads', () => {
  it('takes an id as a query parameter', () => {
    expect(getDoor.query!.parse({ id: '11' })).toEqual({ id: 11 });
    expect(adminUnlockDoor.query!.parse({ id: '11' })).toEqual({ id: 11 });
    expect(issuePaths(adminUnlockDoor.query, { id: 'eleven' })).toEqual(['id']);
  });

  it('answers a page of doors', () => {
    expect(issuePaths(getDoorList.result, { items: [sampleDoor], totalCount: 1 })).toEqual([]);
    expect(
      issuePaths(getDoorList.body, {
        filterRule: { condition: 'and', filterRules: [{ field: 'LocationId', operator: 'equal', value: 3 }] },
      }),
    ).toEqual([]);
  });

  it('takes Unused as true or false in any case and answers locks by serial', () => {
    expect(getNbLocks.query!.parse({ Unused: 'True' })).toEqual({ Unused: true });
    expect(getBleLocks.query!.parse({ Unused: 'false' })).toEqual({ Unused: false });
    expect(getLocks.query!.parse({ Unused: 'fALSE' })).toEqual({ Unused: false });
    expect(issuePaths(getLocks.query, { Unused: 'yes' })).toEqual(['Unused']);
    expect(issuePaths(getLocks.query, { Unused: 'true ' })).toEqual(['Unused']);
    expect(issuePaths(getNbLocks.result, { 'NB-0000AA01': 'Bikely NB AA01' })).toEqual([]);
    expect(issuePaths(getLocks.result, { 'NB-0000AA01': 2, 'BLE-0000-AA02': 3 })).toEqual([]);
    expect(issuePaths(getLocks.result, { 'NB-0000AA01': 'NB' })).toEqual(['NB-0000AA01']);
  });
});
