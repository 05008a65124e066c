import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleDoor, sampleLocation } from '../testing/samples.ts';
import {
  activateLocation,
  getListAllLocations,
  getLocation,
  getLocationInviteCode,
  getLocationList,
  saveLocationPrice,
  sendSubscriptionLink,
  setLocationMaintenance,
} from './locations.ts';

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

describe('getLocation', () => {
  it('takes the id as a query parameter and answers one location', () => {
    expect(issuePaths(getLocation.query, { id: '3' })).toEqual([]);
    expect(issuePaths(getLocation.query, {})).toEqual(['id']);
    expect(issuePaths(getLocation.query, { id: 'three' })).toEqual(['id']);
    expect(issuePaths(getLocation.query, { id: '0' })).toEqual(['id']);
    expect(issuePaths(getLocation.result, sampleLocation)).toEqual([]);
    expect(issuePaths(getLocation.result, { ...sampleLocation, userGroupsIds: undefined })).toEqual(['userGroupsIds']);
  });
});

describe('saveLocationPrice', () => {
  const pricing = {
    locationId: 3,
    locationPaymentType: 1,
    startPriceAmount: 0,
    startPriceDuration: 1,
    mainPriceAmount: 1,
    mainPriceDuration: 24,
    maxDailyAmount: 0,
    DefaultSubscriptionPrice: 0,
    allowNoVerifiedPayment: false,
  };
  const refused = (change: object) => issuePaths(saveLocationPrice.body, { ...pricing, ...change });
  const messages = (change: object) =>
    saveLocationPrice.body!.safeParse({ ...pricing, ...change }).error?.issues.map((issue) => issue.message);

  it('takes the pricing at its least, with the subscription price as the spec writes it', () => {
    expect(refused({})).toEqual([]);
    expect(refused({ startPriceAmount: 9_999_999_999.99, maxDailyAmount: 129, DefaultSubscriptionPrice: 299.5 })).toEqual([]);
  });

  it('refuses each amount below its least and durations outside 1 to 24 hours, "Incorrect input"', () => {
    expect(refused({ startPriceAmount: -0.01 })).toEqual(['startPriceAmount']);
    expect(refused({ mainPriceAmount: 0.99 })).toEqual(['mainPriceAmount']);
    expect(refused({ maxDailyAmount: -1 })).toEqual(['maxDailyAmount']);
    expect(refused({ DefaultSubscriptionPrice: -1 })).toEqual(['DefaultSubscriptionPrice']);
    expect(refused({ startPriceDuration: 0, mainPriceDuration: 25 })).toEqual(['startPriceDuration', 'mainPriceDuration']);
    expect(refused({ mainPriceAmount: 10_000_000_000 })).toEqual(['mainPriceAmount']);
    expect(messages({ mainPriceAmount: 0, startPriceDuration: 25 })).toEqual(['Incorrect input', 'Incorrect input']);
  });

  it('refuses another payment type, a half hour, the lower-case subscription field and unknown fields', () => {
    expect(refused({ locationPaymentType: 0 })).toEqual(['locationPaymentType']);
    expect(refused({ mainPriceDuration: 1.5 })).toEqual(['mainPriceDuration']);
    const { DefaultSubscriptionPrice, ...camelCase } = pricing;
    expect(issuePaths(saveLocationPrice.body, { ...camelCase, defaultSubscriptionPrice: DefaultSubscriptionPrice })).toEqual([
      'DefaultSubscriptionPrice',
      '',
    ]);
  });
});

describe('setLocationMaintenance', () => {
  const window = { locationId: 3, maintenanceStartTime: '2026-05-01T08:00:00+02:00', maintenanceEndingTime: null };

  it('takes times with an offset, null or left out', () => {
    expect(issuePaths(setLocationMaintenance.body, window)).toEqual([]);
    expect(issuePaths(setLocationMaintenance.body, { locationId: 3, maintenanceEndingTime: '2026-05-01T06:00:00Z' })).toEqual([]);
    expect(issuePaths(setLocationMaintenance.body, { locationId: 3 })).toEqual([]);
  });

  it('refuses a time without an offset, or beyond the years 1 to 9999 in UTC', () => {
    const start = (maintenanceStartTime: string) => issuePaths(setLocationMaintenance.body, { ...window, maintenanceStartTime });
    expect(start('2026-05-01T08:00:00')).toEqual(['maintenanceStartTime']);
    expect(start('tomorrow')).toEqual(['maintenanceStartTime']);
    expect(start('0000-12-31T23:59:59Z')).toEqual(['maintenanceStartTime']);
    expect(start('0001-01-01T00:00:00Z')).toEqual([]);
    expect(start('9999-12-31T23:59:59Z')).toEqual([]);
    expect(start('9999-12-31T23:00:00-02:00')).toEqual(['maintenanceStartTime']);
  });

  it('answers the window and its state', () => {
    const state = {
      id: 3,
      isInMaintenance: false,
      isMaintenancePlanned: true,
      maintenanceStartTime: '2026-05-01T06:00:00.000Z',
      maintenanceEndingTime: null,
    };
    expect(issuePaths(setLocationMaintenance.result, state)).toEqual([]);
    expect(issuePaths(setLocationMaintenance.result, { ...state, isInMaintenance: undefined })).toEqual(['isInMaintenance']);
  });
});

describe('getLocationInviteCode', () => {
  it('takes a location id and answers the code', () => {
    expect(issuePaths(getLocationInviteCode.query, { locationId: '7' })).toEqual([]);
    expect(issuePaths(getLocationInviteCode.query, { locationId: 'x' })).toEqual(['locationId']);
    expect(issuePaths(getLocationInviteCode.result, 'K7M2XQ9P')).toEqual([]);
  });
});

describe('sendSubscriptionLink', () => {
  it('takes a phone number in E.164', () => {
    expect(issuePaths(sendSubscriptionLink.body, { locationId: 7, userPhone: '+4791234567' })).toEqual([]);
    expect(issuePaths(sendSubscriptionLink.body, { locationId: 7, userPhone: '+12345678' })).toEqual([]);
    expect(issuePaths(sendSubscriptionLink.body, { locationId: 7, userPhone: '+123456789012345' })).toEqual([]);
  });

  it('refuses a number without + or with too few or too many digits, saying what it expects', () => {
    for (const userPhone of ['12345', '4791234567', '+1234567', '+1234567890123456', '+47 91234567', '+47a1234567']) {
      const parsed = sendSubscriptionLink.body!.safeParse({ locationId: 7, userPhone });
      expect(parsed.success, userPhone).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => [issue.path, issue.message]),
        userPhone,
      ).toEqual([[['userPhone'], 'Expected a phone number in international format: + and 8 to 15 digits, e.g. +4791234567.']]);
    }
  });

  it('answers doorName or result', () => {
    expect(issuePaths(sendSubscriptionLink.result, { doorName: null, result: 'Sent' })).toEqual([]);
    expect(issuePaths(sendSubscriptionLink.result, { doorName: 'Door A', result: null })).toEqual([]);
  });
});
