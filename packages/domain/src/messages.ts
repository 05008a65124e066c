// The spec's exact user-facing strings (part 1 §8, part 2 §8), quoted once.

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

/** "Error: {message}" for a server or network failure shown in a toast. */
export const errorToast = (message: string) => `Error: ${message}`;

/** The two-factor code has this many digits; Confirm waits for all of them. */
export const twoFactorCodeLength = 4;
/** The resend success state appears after this long (part 1 §4). */
export const resendSuccessDelayMs = 2000;
/** Notifications hide after 4 s; location snackbars after 3 s (part 1 §9). */
export const toastTimeoutMs = 4000;
export const locationToastTimeoutMs = 3000;

export const statusChanged = 'Status successfully changed';
/** Activating a location that has no pricing (part 1 §8); the server refuses with this message. */
export const pricingMissing = "Status didn't change. Pricing is missing.";
