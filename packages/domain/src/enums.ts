import { enumeration, type ValueOf } from './enumeration.ts';

// Every enumeration of the product, with the labels the console shows.

export const locationType = enumeration([
  [0, 'Bike Locker'],
  [1, 'Hotel'],
]);
export type LocationType = ValueOf<typeof locationType>;

export const accessControlType = enumeration([
  [0, 'Public'],
  [1, 'Private'],
]);
export type AccessControlType = ValueOf<typeof accessControlType>;

export const doorType = enumeration([
  [0, 'Cargo'],
  [1, 'Standard'],
  [2, 'Long tailed'],
  [3, 'Family'],
  [4, 'E-Rack'],
]);
export type DoorType = ValueOf<typeof doorType>;

/** Labels of the door entity; the New door dialog offers the shorter `lockTypeChoice` labels. */
export const lockType = enumeration([
  [0, 'Not supported'],
  [1, 'PLC'],
  [2, 'NB Bikely narrowband'],
  [3, 'BLE Bikely'],
]);
export type LockType = ValueOf<typeof lockType>;

export const lockTypeChoice = enumeration([
  [0, 'Not supported'],
  [1, 'PLC'],
  [2, 'NB (narrowband)'],
  [3, 'BLE'],
]);

export const deviceStatus = enumeration([
  ['ONLINE', 'Online'],
  ['OFFLINE', 'Offline'],
]);
export type DeviceStatus = ValueOf<typeof deviceStatus>;

export const signalStrength = enumeration([
  ['EXCELLENT', 'Excellent'],
  ['FAIR', 'Fair'],
  ['POOR', 'Poor'],
  ['UNKNOWN', 'Unknown'],
]);
export type SignalStrength = ValueOf<typeof signalStrength>;

export const orderStatus = enumeration([
  [0, 'Pending'],
  [1, 'Ordered'],
  [2, 'Completed'],
  [3, 'Cancelled'],
  [4, 'Waiting for the device to complete the order'],
]);
export type OrderStatus = ValueOf<typeof orderStatus>;

export const paymentStatus = enumeration([
  [0, 'Not Paid'],
  [1, 'Paid'],
  [2, 'Refunded'],
  [3, 'Partially Refunded'],
  [4, 'Locked'],
]);
export type PaymentStatus = ValueOf<typeof paymentStatus>;

/** The country on an order's invoice. */
export const invoiceCountry = enumeration([
  [1, 'Norway'],
  [2, 'Sweden'],
  [3, 'Finland'],
]);
export type InvoiceCountry = ValueOf<typeof invoiceCountry>;

export const diagnosticStatus = enumeration([
  [0, 'Error'],
  [1, 'Warning'],
  [2, 'Success'],
]);
export type DiagnosticStatus = ValueOf<typeof diagnosticStatus>;

/** The invoice country. */
export const country = enumeration([
  [1, 'Norway'],
  [2, 'Sweden'],
  [3, 'Finland'],
]);
export type Country = ValueOf<typeof country>;

export const gender = enumeration([
  [0, 'Male'],
  [1, 'Female'],
]);
export type Gender = ValueOf<typeof gender>;

export const language = enumeration([
  [1, 'English'],
  [2, 'Norwegian'],
]);
export type Language = ValueOf<typeof language>;

export const roleId = enumeration([
  [1, 'Administrator'],
  [4, 'Support'],
]);
export type RoleId = ValueOf<typeof roleId>;

export const accessLevel = enumeration([
  [0, 'Read Access'],
  [1, 'Edit Access'],
  [2, 'Full Access'],
]);
export type AccessLevel = ValueOf<typeof accessLevel>;

/** How a two-factor sign-in code is delivered. */
export const twoFactorProviders = { sms: 1, email: 2 } as const;

export const twoFactorProvider = enumeration([
  [twoFactorProviders.sms, 'SMS'],
  [twoFactorProviders.email, 'E-mail'],
]);
export type TwoFactorProvider = ValueOf<typeof twoFactorProvider>;
