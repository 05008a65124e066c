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

  const answer = (location: object) => ({ items: [location], totalCount: 1 });

  it('answers a page of locations with their doors', () => {
    expect(issuePaths(getLocationList.result, answer(sampleLocation))).toEqual([]);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, locationPricing: null, openFrom: null }))).toEqual([]);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, openTo: '24:00' }))).toEqual(['items.0.openTo']);
    expect(
      issuePaths(getLocationList.result, answer({ ...sampleLocation, doors: [{ ...sampleDoor, deviceStatus: 'ASLEEP' }] })),
    ).toEqual(['items.0.doors.0.deviceStatus']);
    expect(
      issuePaths(getLocationList.result, answer({ ...sampleLocation, doors: [{ ...sampleDoor, doorType: 5, lockType: -1 }] })),
    ).toEqual(['items.0.doors.0.doorType', 'items.0.doors.0.lockType']);
    expect(issuePaths(getLocationList.result, answer({ ...sampleLocation, locationType: 2 }))).toEqual(['items.0.locationType']);
  });

  it('takes opening times as HH:mm and nothing around them', () => {
    const openFrom = (time: string) => issuePaths(getLocationList.result, answer({ ...sampleLocation, openFrom: time }));
    expect(openFrom('00:00')).toEqual([]);
    expect(openFrom('23:59')).toEqual([]);
    expect(openFrom('at 06:00')).toEqual(['items.0.openFrom']);
    expect(openFrom('06:00 am')).toEqual(['items.0.openFrom']);
  });

  it('takes pricing durations of 1 to 24 whole hours', () => {
    const pricing = (change: object) =>
      issuePaths(
        getLocationList.result,
        answer({ ...sampleLocation, locationPricing: { ...sampleLocation.locationPricing, ...change } }),
      );
    expect(pricing({ startPriceDuration: 24, mainPriceDuration: 1 })).toEqual([]);
    expect(pricing({ startPriceDuration: 0 })).toEqual(['items.0.locationPricing.startPriceDuration']);
    expect(pricing({ startPriceDuration: 25 })).toEqual(['items.0.locationPricing.startPriceDuration']);
    expect(pricing({ startPriceAmount: -1 })).toEqual(['items.0.locationPricing.startPriceAmount']);
    expect(pricing({ allowNoVerifiedPayment: undefined })).toEqual(['items.0.locationPricing.allowNoVerifiedPayment']);
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
