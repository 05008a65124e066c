import { z } from 'zod/mini';
import { passwordMaxLength, passwordResetCodeMaxLength, wirePhoneNumberPattern } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id } from './common.ts';

// The public calls of the invitation and forgot-password flows: no sign-in, rate-limited by the server.

const invitationCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const phoneNumber = z
  .string()
  .check(z.trim(), z.regex(wirePhoneNumberPattern, { error: 'Enter the phone number as 00, the country code and the number.' }));
const resetCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(passwordResetCodeMaxLength));

/**
 * Texts a 4-digit code to the phone number for the location whose invite code is given (400 when the
 * invite code is unknown, or when a code went to this number less than 30 seconds ago).
 */
export const sendUserInvitationSmsCode = endpoint({
  method: 'GET',
  path: '/api/Account/SendUserInvitationSmsCode',
  auth: false,
  query: z.strictObject({ invitationCode, phoneNumber }),
  result: z.null(),
});

/**
 * Checks the SMS code (5 minutes, 5 tries), then makes the phone number's end user (user name = the
 * number as sent) or confirms an existing one, and gives them access to the location: membership of
 * every group admitted to it.
 */
export const verifyUserInvitationSmsCode = endpoint({
  method: 'GET',
  path: '/api/Account/VerifyUserInvitationSmsCode',
  auth: false,
  query: z.strictObject({
    invitationCode,
    phoneNumber,
    activationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  }),
  result: z.null(),
});

/** E-mails a reset code to a console user with this address; the same answer whether or not there is one. */
export const sendPasswordResetCode = endpoint({
  method: 'POST',
  path: '/api/Account/SendPasswordResetCode',
  auth: false,
  body: z.strictObject({ emailAddress: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)) }),
  result: z.null(),
});

/** The user a live reset code belongs to; 400 "[Invalid password reset code]" for an unknown, used or expired one. */
export const checkPasswordResetCode = endpoint({
  method: 'POST',
  path: '/api/Account/CheckPasswordResetCode',
  auth: false,
  query: z.strictObject({ code: resetCode }),
  result: z.object({ userId: id }),
});

/**
 * Sets the user's new password with a live reset code of theirs, which is then used up; every session
 * of the user ends and a sign-in lockout is lifted.
 */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/Account/ResetPassword',
  auth: false,
  body: z.strictObject({
    userId: id,
    resetCode,
    password: z.string().check(z.minLength(1), z.maxLength(passwordMaxLength)),
  }),
  result: z.null(),
});
