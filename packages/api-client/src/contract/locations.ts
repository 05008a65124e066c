import { z } from 'zod/mini';
import { accessControlType, locationType, pricingDurationHours } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime } from './common.ts';
import { listRequest, page, type ListFields } from './lists.ts';
import { door } from './doors.ts';

/** "HH:mm" opening times. */
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

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
  result: page(location),
});

export const locationSummary = z.object({ id, name: z.string(), clientId: z.nullable(z.int()) });
export type LocationSummary = z.infer<typeof locationSummary>;

export const getListAllLocations = endpoint({
  method: 'GET',
  path: '/api/services/app/Location/GetListAllLocations',
  result: z.array(locationSummary),
});

/** The admin's active/inactive switch; activating without pricing is refused with 400. */
export const activateLocation = endpoint({
  method: 'POST',
  path: '/api/services/app/Location/Activate',
  body: z.strictObject({ id, isActive: z.boolean() }),
  result: z.null(),
});
