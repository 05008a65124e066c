import type { ResultOf } from '../contract/endpoint.ts';
import type { authenticate } from '../contract/auth.ts';
import type { Client } from '../contract/clients.ts';
import type { OutboxMessage } from '../contract/dev.ts';
import type { Door } from '../contract/doors.ts';
import type { Location } from '../contract/locations.ts';
import type { User } from '../contract/user.ts';

export const sampleUser: User = {
  id: 5,
  userName: 'admin',
  name: 'Ada',
  middlename: null,
  surname: 'Admin',
  emailAddress: 'admin@velo.test',
  phoneNumber: null,
  gender: null,
  languageId: 1,
  roleId: 1,
  roleNames: ['Admin'],
  accessLevel: 2,
  isAdmin: false,
  suspended: false,
  suspensionReason: null,
  fiatBalance: 0,
  clientId: null,
  client: null,
  customer: null,
  creationTime: '2024-05-01T08:00:00Z',
  concurrencyStamp: '3f2a9c41-7d0e-4b8a-9e55-0c6f1d2b7a90',
};

export const sampleDoor: Door = {
  id: 11,
  name: 'Door 1',
  description: null,
  status: true,
  isActive: true,
  doorType: 1,
  lockType: 2,
  hasCharger: false,
  localAccessKey: 'nb-1',
  localAccessKeyName: 'NB lock 1',
  maxConcurrent: 1,
  subscriptionUserId: 0,
  currentOrderId: 0,
  deviceStatus: 'ONLINE',
  lastHeartBeat: '2025-01-01T10:00:00+01:00',
  deviceSignalStrengh: 'FAIR',
  deviceBatteryLevel: 80,
  locationId: 3,
  concurrencyStamp: 'b7c1e0d2-0f4e-4a57-9a41-3f0f6c1d2e11',
};

export const sampleLocation: Location = {
  id: 3,
  name: 'Central Station',
  description: 'Bike hotel by the tracks',
  locationType: 1,
  isActive: true,
  isPublic: true,
  accessControlType: 0,
  countryId: 1,
  street: 'Jernbanetorget 1',
  municipality: 'Oslo',
  postCode: '0154',
  postName: 'Oslo',
  latitude: 59.911,
  longitude: 10.75,
  siteOutcall: 'Kari',
  siteOutcallNumber: '42',
  clientId: 2,
  openFrom: '06:00',
  openTo: '23:30',
  allDay: false,
  isInMaintenance: false,
  isMaintenancePlanned: false,
  maintenanceStartTime: null,
  maintenanceEndingTime: null,
  inviteCode: null,
  creationTime: '2024-05-01T08:00:00Z',
  doors: [sampleDoor],
  locationPricing: {
    locationPaymentType: 1,
    startPriceAmount: 10,
    startPriceDuration: 1,
    mainPriceAmount: 5.5,
    mainPriceDuration: 2,
    maxDailyAmount: 50,
    defaultSubscriptionPrice: 200,
    allowNoVerifiedPayment: false,
  },
  userGroupsIds: [1, 2],
  concurrencyStamp: '5a0f3c9e-8d21-4b6f-a0e4-7c2d9b1e6f30',
};

export const sampleClient: Client = {
  id: 2,
  name: 'Oslo Bysykkel',
  accountNumber: '1234.56.78903',
  organizationEmail: 'post@bysykkel.test',
  contactInformation: null,
};

export const sampleOutboxMessage: OutboxMessage = {
  id: 1,
  channel: 'sms',
  to: '+4790000000',
  subject: null,
  text: 'Your code is 1234',
  creationTime: '2025-01-01T09:00:00Z',
};

export const signedInAnswer: ResultOf<typeof authenticate> = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expireInSeconds: 900,
  userId: 5,
  user: sampleUser,
  roles: ['Admin'],
  requiresTwoFactorVerification: false,
  twoFactorAuthProviders: null,
  twoFactorRememberClientToken: null,
};

export const twoFactorAnswer: ResultOf<typeof authenticate> = {
  ...signedInAnswer,
  accessToken: null,
  refreshToken: null,
  expireInSeconds: 0,
  user: null,
  roles: [],
  requiresTwoFactorVerification: true,
  twoFactorAuthProviders: [1, 2],
};
