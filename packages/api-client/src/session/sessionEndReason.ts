import type { ApiError } from '../client/ApiError.ts';

export type SessionEndReason = 'unauthorized' | 'forbidden' | 'not-logged-in' | 'refresh-failed';

/** ABP's answer to a call without a valid session; it comes with various HTTP statuses. */
export const notLoggedInMessage = 'Current user did not login to the application';

/** Whether an error from an authenticated call means the session is over: a 401 or 403, or the not-logged-in message. */
export function sessionEndReason(error: ApiError): SessionEndReason | null {
  // ABP ends the message with "!"; the spec quotes it without.
  if (error.message.startsWith(notLoggedInMessage)) return 'not-logged-in';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'forbidden';
  return null;
}
