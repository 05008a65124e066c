// The exact user-facing strings of the console, quoted once. Server error messages are in errors.ts.

/** Shown when sign-in fails without a message from the server. */
export const standardSignInError = 'Sign-in failed. Check your user name and password.';
export const codeSendFailed = 'There was an error while sending the code. Please try again later.';
export const codeSent = 'Code successfully sent.';
export const formNotValid = 'Form is not valid. Please check for errors';
export const noLocationsYet = 'No locations yet.';
export const noResultsFound = 'No results found';
export const noPaymentStatus = 'No Payment Status';
export const failedToGetLocations = 'Failed to get locations list';
export const notAssignedToClient = 'Not assigned to any client';
/** Under a pricing field whose value breaks its rule. */
export const incorrectInput = 'Incorrect input';

/** "Error: {message}" for a server or network failure shown in a toast. */
export const errorToast = (message: string) => `Error: ${message}`;

/** The resend success state appears after this long. */
export const resendSuccessDelayMs = 2000;
/** Notifications hide after 4 s; the locations pages' snackbars after 3 s. */
export const toastTimeoutMs = 4000;
export const locationToastTimeoutMs = 3000;

export const statusChanged = 'Status successfully changed';
export const maintenanceTimeUpdated = 'Location maintenance time updated';
export const maintenanceFinished = 'Location maintenance finished';
export const savedSuccessfully = 'Saved successfully';
export const doorUnlocked = 'Door unlocked';
export const newDoorAdded = 'New Door added to this location';
export const noDoorsAdded = 'No doors added to this location';
export const unlockTheDoor = 'Unlock the door';
export const locationDeleted = 'Location deleted';

/** Opening hours of a new location's access control. */
export const defaultOpeningHours = { openFrom: '06:00', openTo: '22:00' } as const;

/** The Details tab's map opens here when the location has no coordinates: Oslo's city hall, at zoom 14. */
export const defaultMapView = { latitude: 59.9119, longitude: 10.7336, zoom: 14 } as const;

/** Under a required field left empty (a location's name and country, a door's name). */
export const requiredField = 'Required';
/** Under Open to when the location would not open before it closes. */
export const openToAfterOpenFrom = 'Open to must be after Open from';

/** A chart whose counts are all zero, e.g. the diagnostics' All doors summary. */
export const noData = 'No data';
/** An empty diagnostics table, on the list and on a door's page. */
export const noDiagnosticsData = 'No diagnostics data';

/** Under a date range whose end date comes before its start date. */
export const endBeforeStart = 'The end date must not be before the start date';

export const orderCompleted = 'Order completed';
export const orderReactivated = 'Order reactivated';
export const orderRefundSuccess = 'Order refund success';
/** A module's or an item's save. */
export const elementUpdated = 'Element Updated.';
