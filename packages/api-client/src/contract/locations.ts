import { z } from 'zod/mini';
import {
  accessControlType,
  incorrectInput,
  locationTextMaxLengths,
  locationType,
  maxAmount,
  maxLocationGroups,
  openingHoursInOrder,
  openToAfterOpenFrom,
  phoneNumberE164,
  pricingDurationHours,
  pricingMinimums,
  requiredField,
  storedYears,
} from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime, queryId } from './common.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';
import { door, doorListFields } from './doors.ts';

/** "HH:mm" opening times. */
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected a time as HH:mm, e.g. 06:00.' }));

export const locationPricing = z.object({
  locationPaymentType: z.int(),
  startPriceAmount: z.number().check(z.minimum(0)),
  startPriceDuration: z.int().check(z.minimum(pricingDurationHours.min), z.maximum(pricingDurationHours.max)),
  mainPriceAmount: z.number().check(z.minimum(0)),
  mainPriceDuration: z.int().check(z.minimum(pricingDurationHours.min), z.maximum(pricingDurationHours.max)),
  maxDailyAmount: z.number().check(z.minimum(0)),
  defaultSubscriptionPrice: z.number().check(z.minimum(0)),
  allowNoVerifiedPayment: z.boolean(),
});
export type LocationPricing = z.infer<typeof locationPricing>;

export const location = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  locationType: locationType.schema,
  isActive: z.boolean(),
  isPublic: z.boolean(),
  accessControlType: accessControlType.schema,
  countryId: z.nullable(z.int()),
  street: z.nullable(z.string()),
  municipality: z.nullable(z.string()),
  postCode: z.nullable(z.string()),
  postName: z.nullable(z.string()),
  latitude: z.nullable(z.number().check(z.minimum(-90), z.maximum(90))),
  longitude: z.nullable(z.number().check(z.minimum(-180), z.maximum(180))),
  siteOutcall: z.nullable(z.string()),
  siteOutcallNumber: z.nullable(z.string()),
  clientId: z.nullable(z.int()),
  openFrom: z.nullable(timeOfDay),
  openTo: z.nullable(timeOfDay),
  allDay: z.boolean(),
  isInMaintenance: z.boolean(),
  isMaintenancePlanned: z.boolean(),
  maintenanceStartTime: z.nullable(isoDateTime),
  maintenanceEndingTime: z.nullable(isoDateTime),
  inviteCode: z.nullable(z.string()),
  creationTime: isoDateTime,
  doors: z.array(door),
  locationPricing: z.nullable(locationPricing),
  userGroupsIds: z.array(z.int()),
  /** The location's version: an update sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type Location = z.infer<typeof location>;

/** What `Location/GetList` may be filtered and sorted by. */
export const locationListFields = {
  Id: 'integer',
  Name: 'text',
  Description: 'text',
  ClientId: 'integer',
  IsActive: 'boolean',
  IsPublic: 'boolean',
  LocationType: 'integer',
  AccessControlType: 'integer',
  Municipality: 'text',
  PostCode: 'text',
  CountryId: 'integer',
  CreationTime: 'dateTime',
  /** Matches a location when one of its doors matches; filters only, never sorts. */
  'Doors.LocalAccessKey': 'text',
} as const satisfies ListFields;

export const getLocationList = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/GetList',
  body: listRequest,
  list: listOf(locationListFields, ['Doors.LocalAccessKey']),
  result: page(location),
});

export const locationSummary = z.object({ id, name: z.string(), clientId: z.nullable(z.int()) });
export type LocationSummary = z.infer<typeof locationSummary>;

export const getListAllLocations = endpoint({
  method: 'GET',
  path: '/api/services/app/Location/GetListAllLocations',
  result: z.array(locationSummary),
});

/** One location, as the list answers it; a client administrator's own client's only. */
export const getLocation = endpoint({
  method: 'GET',
  path: '/api/services/app/Location/Get',
  query: z.strictObject({ id: queryId }),
  result: location,
});

// An amount of a pricing as the Pricing tab saves it: at least its minimum, two decimals in 12 digits.
const amountFrom = (least: number) =>
  z.number().check(z.minimum(least, { error: incorrectInput }), z.maximum(maxAmount, { error: incorrectInput }));
const pricingHours = z
  .int()
  .check(
    z.minimum(pricingDurationHours.min, { error: incorrectInput }),
    z.maximum(pricingDurationHours.max, { error: incorrectInput }),
  );

/**
 * The Pricing tab's save: the location's pricing, made or replaced. The console always sends
 * `locationPaymentType` 1 (per interval), and the subscription price as `DefaultSubscriptionPrice`.
 * Answers the pricing as saved (amounts rounded to two decimals).
 */
export const saveLocationPrice = endpoint({
  method: 'PUT',
  path: '/api/services/app/Location/SaveLocationPrice',
  body: z.strictObject({
    locationId: id,
    locationPaymentType: z.literal(1),
    startPriceAmount: amountFrom(pricingMinimums.startPriceAmount),
    startPriceDuration: pricingHours,
    mainPriceAmount: amountFrom(pricingMinimums.mainPriceAmount),
    mainPriceDuration: pricingHours,
    maxDailyAmount: amountFrom(pricingMinimums.maxDailyAmount),
    DefaultSubscriptionPrice: amountFrom(pricingMinimums.defaultSubscriptionPrice),
    allowNoVerifiedPayment: z.boolean(),
  }),
  result: locationPricing,
});

/** A moment the server can store: ISO 8601 with an offset, in the years 1 to 9999 once in UTC. */
export const storableMoment = isoDateTime.check(
  z.refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= storedYears.min && year <= storedYears.max;
    },
    {
      error: `Expected a date and time from the year ${storedYears.min} to ${storedYears.max}.`,
      // Only for a value in the format: one that is not has its issue already.
      when: (payload) => payload.issues.length === 0,
    },
  ),
);
const maintenanceTime = z.optional(z.nullable(storableMoment));

/** A location's maintenance window and what it means now. */
export const locationMaintenance = z.pick(location, {
  id: true,
  isInMaintenance: true,
  isMaintenancePlanned: true,
  maintenanceStartTime: true,
  maintenanceEndingTime: true,
});
export type LocationMaintenance = z.infer<typeof locationMaintenance>;

/**
 * The maintenance dialog: both times sent as null clear the window (Finish, Cancel); otherwise a start
 * not sent (or null) is now ("Start immediately") and an end not sent (or null) is none, in maintenance
 * until finished. A start after the end is refused with 400 `Location.MaintenanceStartAfterEnd`.
 * Answers the window as stored and its state now.
 */
export const setLocationMaintenance = endpoint({
  method: 'PUT',
  path: '/api/services/app/Location/SetMaintenance',
  body: z.strictObject({
    locationId: id,
    maintenanceStartTime: maintenanceTime,
    maintenanceEndingTime: maintenanceTime,
  }),
  result: locationMaintenance,
});

/** The admin's active/inactive switch; activating without pricing is refused with 400. */
export const activateLocation = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/Activate',
  body: z.strictObject({ id, isActive: z.boolean() }),
  result: z.null(),
});

/** A location's invite code: the stored one, or one made and stored now when it had none (admin). */
export const getLocationInviteCode = endpoint({
  method: 'GET',
  path: '/api/services/app/Location/GetInviteCode',
  query: z.strictObject({ locationId: queryId }),
  result: z.string(),
});

/** Said of a phone number that is not in E.164. */
export const phoneNumberE164Message = 'Expected a phone number in international format: + and 8 to 15 digits, e.g. +4791234567.';

/** What SendSubscriptionLink answers: the spec's "doorName or result"; our server answers `result: 'Sent'`. */
export const subscriptionLinkSent = z.object({ doorName: z.nullable(z.string()), result: z.nullable(z.string()) });
export type SubscriptionLinkSent = z.infer<typeof subscriptionLinkSent>;

/**
 * The Invite tab's "Send the link by SMS" (admin): the location's invite link, its code made when it
 * had none, by SMS to `userPhone` (E.164).
 */
export const sendSubscriptionLink = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/SendSubscriptionLink',
  body: z.strictObject({
    locationId: id,
    userPhone: z.string().check(z.regex(phoneNumberE164, { error: phoneNumberE164Message })),
  }),
  result: subscriptionLinkSent,
});

/** The version an edit read (`Location.concurrencyStamp`); a stale one is refused with 409 `Record.Stale`, none is accepted. */
const concurrencyStampSent = z.optional(z.nullable(z.string().check(z.maxLength(100))));

const optionalText = (maxLength: number) => z.optional(z.nullable(z.string().check(z.maxLength(maxLength))));
const coordinate = (limit: number) => z.optional(z.nullable(z.number().check(z.minimum(-limit), z.maximum(limit))));

/**
 * The Details tab: name and country are required; a text or coordinate left out is stored as null
 * (an update replaces every detail). The name is saved trimmed.
 */
export const locationDetails = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, { error: requiredField }), z.maxLength(locationTextMaxLengths.name)),
  description: optionalText(locationTextMaxLengths.description),
  locationType: locationType.schema,
  countryId: id,
  street: optionalText(locationTextMaxLengths.street),
  municipality: optionalText(locationTextMaxLengths.municipality),
  postCode: optionalText(locationTextMaxLengths.postCode),
  postName: optionalText(locationTextMaxLengths.postName),
  latitude: coordinate(90),
  longitude: coordinate(180),
  siteOutcall: optionalText(locationTextMaxLengths.siteOutcall),
  siteOutcallNumber: optionalText(locationTextMaxLengths.siteOutcallNumber),
});
export type LocationDetails = z.input<typeof locationDetails>;

/**
 * A new location from the Details tab (admin), the map's coordinates added. It starts inactive,
 * public, without a client, open 06:00 to 22:00 (not all day). An unknown country is refused with 400
 * `Location.CountryNotFound`. Answers the location made.
 */
export const createLocation = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/Create',
  body: locationDetails,
  result: location,
});

/** The Details tab's save (admin); answers the location as saved, with its new `concurrencyStamp`. */
export const updateLocation = endpoint({
  method: 'PUT',
  path: '/api/services/app/Location/Update',
  body: z.extend(locationDetails, { id, concurrencyStamp: concurrencyStampSent }),
  result: location,
});

/** Deletes a location with its doors, pricing and admitted groups (admin). */
export const deleteLocation = endpoint({
  method: 'DELETE',
  path: '/api/services/app/Location/Delete',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

const timeOrNull = z.optional(z.nullable(timeOfDay));

/**
 * The Access Control tab's save, for an admin and a client administrator with edit access (its own
 * client's locations, which it cannot give to another client: 400 `Location.ClientNotOwn`). Unless
 * open all day, both times are required and Open to is after Open from. Each group must exist and,
 * for a client administrator, be its client's (400 `Location.GroupNotFound`); the groups sent replace
 * the admitted ones. Activating needs pricing (400 `Location.PricingMissing`). Answers the location
 * as saved.
 */
export const saveLocationAccessControl = endpoint({
  method: 'PUT',
  path: '/api/services/app/Location/saveAccessControl',
  body: z
    .strictObject({
      id,
      accessControlType: accessControlType.schema,
      clientId: z.nullable(id),
      isActive: z.boolean(),
      openFrom: timeOrNull,
      openTo: timeOrNull,
      allDay: z.boolean(),
      groupIds: z.array(id).check(z.maxLength(maxLocationGroups)),
      concurrencyStamp: concurrencyStampSent,
    })
    .check(
      z.superRefine(
        ({ openFrom = null, openTo = null, allDay }, payload) => {
          if (allDay) return;
          if (openFrom === null) payload.addIssue({ code: 'custom', message: requiredField, path: ['openFrom'] });
          if (openTo === null) payload.addIssue({ code: 'custom', message: requiredField, path: ['openTo'] });
          else if (openFrom !== null && !openingHoursInOrder({ openFrom, openTo, allDay }))
            payload.addIssue({ code: 'custom', message: openToAfterOpenFrom, path: ['openTo'] });
        },
        // Only for fields in their format: one that is not has its issue already.
        { when: (payload) => payload.issues.length === 0 },
      ),
    ),
  result: location,
});

/** A group of users as a location's Access Control tab offers it. */
export const locationGroup = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  clientId: z.nullable(z.int()),
});
export type LocationGroup = z.infer<typeof locationGroup>;

/** What `Location/GetLocationGroups` may be sorted by (it takes no filter). */
export const locationGroupListFields = { Id: 'integer', Name: 'text' } as const satisfies ListFields;

const { sorting, skipCount, maxResultCount } = listRequest.shape;

/**
 * A page of the groups admitted to a location (`inLocation: true`) or of those that could be
 * (`false`); a client administrator's are its client's only. Sorted by `Name` by default.
 */
export const getLocationGroups = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/GetLocationGroups',
  body: z.strictObject({ inLocation: z.boolean(), locationId: id, sorting, skipCount, maxResultCount }),
  list: listOf(locationGroupListFields),
  result: page(locationGroup),
});

/**
 * A page of one location's doors, by id unless sorted by a field of `doorListFields` (it takes no
 * filter); whoever may read the location may read them.
 */
export const getLocationDoorList = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/GetDoorList',
  body: z.strictObject({ locationId: id, sorting, skipCount, maxResultCount }),
  list: listOf(doorListFields),
  result: page(door),
});
