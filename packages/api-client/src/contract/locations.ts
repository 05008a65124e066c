import { z } from 'zod';
import { accessControlType, locationType, pricingDurationHours } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime } from './common.ts';
import { listRequest, page, type ListFields } from './lists.ts';
import { door } from './doors.ts';

/** "HH:mm" opening times. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const locationPricing = z.object({
  locationPaymentType: z.number().int(),
  startPriceAmount: z.number().min(0),
  startPriceDuration: z.number().int().min(pricingDurationHours.min).max(pricingDurationHours.max),
  mainPriceAmount: z.number().min(0),
  mainPriceDuration: z.number().int().min(pricingDurationHours.min).max(pricingDurationHours.max),
  maxDailyAmount: z.number().min(0),
  defaultSubscriptionPrice: z.number().min(0),
  allowNoVerifiedPayment: z.boolean(),
});
export type LocationPricing = z.infer<typeof locationPricing>;

export const location = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  locationType: locationType.schema,
  isActive: z.boolean(),
  isPublic: z.boolean(),
  accessControlType: accessControlType.schema,
  countryId: z.number().int().nullable(),
  street: z.string().nullable(),
  municipality: z.string().nullable(),
  postCode: z.string().nullable(),
  postName: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  siteOutcall: z.string().nullable(),
  siteOutcallNumber: z.string().nullable(),
  clientId: z.number().int().nullable(),
  openFrom: timeOfDay.nullable(),
  openTo: timeOfDay.nullable(),
  allDay: z.boolean(),
  isInMaintenance: z.boolean(),
  isMaintenancePlanned: z.boolean(),
  maintenanceStartTime: isoDateTime.nullable(),
  maintenanceEndingTime: isoDateTime.nullable(),
  inviteCode: z.string().nullable(),
  creationTime: isoDateTime,
  doors: z.array(door),
  locationPricing: locationPricing.nullable(),
  userGroupsIds: z.array(z.number().int()),
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

export const locationSummary = z.object({ id, name: z.string(), clientId: z.number().int().nullable() });
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
