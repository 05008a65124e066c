import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleDoor, sampleLocation } from '../testing/samples.ts';
import {
  activateLocation,
  createLocation,
  deleteLocation,
  getListAllLocations,
  getLocation,
  getLocationDoorList,
  getLocationGroups,
  getLocationInviteCode,
  getLocationList,
  saveLocationAccessControl,
  saveLocationPrice,
  sendSubscriptionLink,
  setLocationMaintenance,
  updateLocation,
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

const details = {
  name: 'Testveien sykkelhotell',
  description: 'By the bus stop',
  locationType: 1,
  countryId: 1,
  street: 'Testveien 7',
  municipality: 'Bergen',
  postCode: '5003',
  postName: 'Bergen',
  latitude: 60.39,
  longitude: 5.32,
  siteOutcall: 'Kari Nordmann',
  siteOutcallNumber: 'SO-77',
};
const messagesOf = (
  schema: { safeParse(value: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('createLocation', () => {
  it('takes the details, only name, type and country required, coordinates in range or null', () => {
    expect(issuePaths(createLocation.body, details)).toEqual([]);
    expect(issuePaths(createLocation.body, { name: 'Kiosk', locationType: 0, countryId: 2 })).toEqual([]);
    expect(issuePaths(createLocation.body, { ...details, latitude: null, longitude: null, description: null })).toEqual([]);
    expect(issuePaths(createLocation.body, { ...details, latitude: 90, longitude: -180 })).toEqual([]);
    expect(issuePaths(createLocation.body, { ...details, latitude: 90.01, longitude: 180.5 })).toEqual(['latitude', 'longitude']);
    const { name: _name, countryId: _country, ...withoutRequired } = details;
    expect(issuePaths(createLocation.body, withoutRequired)).toEqual(['name', 'countryId']);
    expect(issuePaths(createLocation.body, { ...details, countryId: 0, locationType: 2 })).toEqual(['locationType', 'countryId']);
    expect(issuePaths(createLocation.body, { ...details, id: 3 })).toEqual(['']);
  });

  it('refuses an empty name with "Required", and saves the name trimmed', () => {
    expect(messagesOf(createLocation.body!, { ...details, name: '   ' })).toEqual([['name', 'Required']]);
    expect(createLocation.body!.parse({ ...details, name: '  Torget  ' }).name).toBe('Torget');
  });

  it('limits each text so that indexed ones fit a B-tree entry even in 4-byte characters', () => {
    const limits = {
      name: 256,
      description: 500,
      street: 256,
      municipality: 128,
      postCode: 16,
      postName: 128,
      siteOutcall: 256,
      siteOutcallNumber: 64,
    };
    for (const [field, limit] of Object.entries(limits)) {
      expect(
        issuePaths(createLocation.body, { ...details, [field]: '😀'.repeat(limit / 2) + 'x'.repeat(limit % 2) }),
        field,
      ).toEqual([]);
      expect(issuePaths(createLocation.body, { ...details, [field]: 'x'.repeat(limit + 1) }), field).toEqual([field]);
    }
  });

  it('answers the location made', () => {
    expect(issuePaths(createLocation.result, sampleLocation)).toEqual([]);
  });
});

describe('updateLocation', () => {
  it('takes the id, the details and the stamp read, or no stamp', () => {
    const update = { id: 3, ...details, concurrencyStamp: 'b7c1e0d2' };
    expect(issuePaths(updateLocation.body, update)).toEqual([]);
    expect(issuePaths(updateLocation.body, { ...update, concurrencyStamp: null })).toEqual([]);
    const { concurrencyStamp: _, ...withoutStamp } = update;
    expect(issuePaths(updateLocation.body, withoutStamp)).toEqual([]);
    expect(issuePaths(updateLocation.body, details)).toEqual(['id']);
    expect(issuePaths(updateLocation.body, { ...update, concurrencyStamp: 7 })).toEqual(['concurrencyStamp']);
    expect(issuePaths(updateLocation.body, { ...update, isActive: true })).toEqual(['']);
  });
});

describe('deleteLocation', () => {
  it('takes the id as a query parameter', () => {
    expect(issuePaths(deleteLocation.query, { id: '3' })).toEqual([]);
    expect(issuePaths(deleteLocation.query, { id: 'x' })).toEqual(['id']);
    expect(issuePaths(deleteLocation.result, null)).toEqual([]);
  });
});

describe('saveLocationAccessControl', () => {
  const accessControl = {
    id: 3,
    accessControlType: 1,
    clientId: 2,
    isActive: true,
    openFrom: '06:00',
    openTo: '22:00',
    allDay: false,
    groupIds: [4, 5],
    concurrencyStamp: 'b7c1e0d2',
  };

  it('takes the tab as the spec sends it, with or without a stamp', () => {
    expect(issuePaths(saveLocationAccessControl.body, accessControl)).toEqual([]);
    expect(issuePaths(saveLocationAccessControl.body, { ...accessControl, clientId: null, groupIds: [] })).toEqual([]);
    const { concurrencyStamp: _, ...withoutStamp } = accessControl;
    expect(issuePaths(saveLocationAccessControl.body, withoutStamp)).toEqual([]);
    expect(issuePaths(saveLocationAccessControl.body, { ...accessControl, accessControlType: 2, groupIds: [0] })).toEqual([
      'accessControlType',
      'groupIds.0',
    ]);
    expect(issuePaths(saveLocationAccessControl.body, { ...accessControl, groupIds: Array(1001).fill(1) })).toEqual(['groupIds']);
  });

  it('needs no hours when open all day', () => {
    expect(issuePaths(saveLocationAccessControl.body, { ...accessControl, allDay: true, openFrom: null, openTo: null })).toEqual(
      [],
    );
    expect(
      issuePaths(saveLocationAccessControl.body, { ...accessControl, allDay: true, openFrom: '22:00', openTo: '06:00' }),
    ).toEqual([]);
  });

  it('otherwise needs both hours, Open to after Open from, as HH:mm', () => {
    const messages = (change: object) => messagesOf(saveLocationAccessControl.body!, { ...accessControl, ...change });
    expect(messages({ openFrom: '22:00', openTo: '06:00' })).toEqual([['openTo', 'Open to must be after Open from']]);
    expect(messages({ openFrom: '06:00', openTo: '06:00' })).toEqual([['openTo', 'Open to must be after Open from']]);
    expect(messages({ openFrom: null, openTo: undefined })).toEqual([
      ['openFrom', 'Required'],
      ['openTo', 'Required'],
    ]);
    expect(messages({ openTo: '24:00' })).toEqual([['openTo', 'Expected a time as HH:mm, e.g. 06:00.']]);
    expect(messages({ openFrom: '6:00' })).toEqual([['openFrom', 'Expected a time as HH:mm, e.g. 06:00.']]);
  });
});

describe('getLocationGroups', () => {
  it('takes which side of the location and a page', () => {
    const request = { inLocation: true, locationId: 3, sorting: 'Name DESC', skipCount: 0, maxResultCount: 1000 };
    expect(issuePaths(getLocationGroups.body, request)).toEqual([]);
    expect(getLocationGroups.body!.parse({ inLocation: false, locationId: 3 })).toEqual({
      inLocation: false,
      locationId: 3,
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(issuePaths(getLocationGroups.body, { ...request, inLocation: undefined, skipCount: -1 })).toEqual([
      'inLocation',
      'skipCount',
    ]);
    expect(issuePaths(getLocationGroups.body, { ...request, filterRule: null })).toEqual(['']);
  });

  it('answers a page of groups', () => {
    const group = { id: 4, name: 'Staff', description: null, clientId: 1 };
    expect(issuePaths(getLocationGroups.result, { items: [group], totalCount: 1 })).toEqual([]);
    expect(issuePaths(getLocationGroups.result, { items: [{ ...group, name: null }], totalCount: 1 })).toEqual(['items.0.name']);
  });
});

describe('getLocationDoorList', () => {
  it('takes the location and a page, and answers a page of its doors', () => {
    expect(issuePaths(getLocationDoorList.body, { locationId: 3, sorting: 'Name', maxResultCount: 25 })).toEqual([]);
    expect(issuePaths(getLocationDoorList.body, { maxResultCount: 25 })).toEqual(['locationId']);
    expect(issuePaths(getLocationDoorList.result, { items: [sampleDoor], totalCount: 1 })).toEqual([]);
  });
});
