import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleDoor, sampleLocation } from '../testing/samples.ts';
import { activateLocation, getListAllLocations, getLocationList } from './locations.ts';

describe('getLocationList', () => {
  it('takes a list request with a filter', () => {
    const request = {
      sorting: 'creationTime DESC',
      skipCount: 20,
      maxResultCount: 10,
      filterRule: { condition: 'and', filterRules: [{ field: 'Name', operator: 'contains', value: 'Central' }] },
    };
    expect(issuePaths(getLocationList.body, request)).toEqual([]);
    expect(issuePaths(getLocationList.body, { ...request, maxResultCount: 0 })).toEqual(['maxResultCount']);
  });

  it('answers a page of locations with their doors', () => {
    const answer = (location: object) => ({ items: [location], totalCount: 1 });
    expect(issuePaths(getLocationList.result, answer(sampleLocation))).toEqual([]);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, locationPricing: null, openFrom: null }))).toEqual([]);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, openTo: '24:00' }))).toEqual(['items.0.openTo']);
    expect(
      issuePaths(getLocationList.result, answer({ ...sampleLocation, doors: [{ ...sampleDoor, deviceStatus: 'ASLEEP' }] })),
    ).toEqual(['items.0.doors.0.deviceStatus']);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, doors: [{ ...sampleDoor, doorType: 5, lockType: -1 }] }))).toEqual([
      'items.0.doors.0.doorType',
      'items.0.doors.0.lockType',
    ]);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, locationType: 2 }))).toEqual(['items.0.locationType']);
  });
});

describe('getListAllLocations', () => {
  it('answers location summaries', () => {
    expect(issuePaths(getListAllLocations.result, [{ id: 3, name: 'Central Station', clientId: null }])).toEqual([]);
    expect(issuePaths(getListAllLocations.result, [{ id: 3, name: null, clientId: null }])).toEqual(['0.name']);
  });
});

describe('activateLocation', () => {
  it('takes the location id and the new state, nothing else', () => {
    expect(issuePaths(activateLocation.body, { id: 3, isActive: true })).toEqual([]);
    expect(issuePaths(activateLocation.body, { id: 3 })).toEqual(['isActive']);
    expect(issuePaths(activateLocation.body, { id: 3, isActive: true, name: 'x' })).toEqual(['']);
    expect(issuePaths(activateLocation.body, { id: 2_147_483_648, isActive: true })).toEqual(['id']);
  });
});
