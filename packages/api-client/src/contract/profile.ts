import { z } from 'zod/mini';
import { fieldRequired, phoneNumberFormatNotCorrect, twoFactorProvider, twoFactorWirePhoneNumber } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { newPassword } from './users.ts';

/** The signed-in user's two-factor settings: the number in the calls' "00" form, the provider 1 SMS or 2 e-mail. */
export const twoFactorInput = z.object({
  isTwoFactorEnabled: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  authProvider: z.nullable(twoFactorProvider.schema),
});
export type TwoFactorInput = z.infer<typeof twoFactorInput>;

/** The signed-in user's settings (everyone signed in): whether two-factor is on, by what and to which number. */
export const getUserSettings = endpoint({
  method: 'GET',
  path: '/api/services/app/Profile/GetUserSettings',
  result: z.object({ twoFactorInput }),
});

/**
 * The signed-in user's new password, under the product's rule. A wrong current password is 400
 * `Identity.PasswordMismatch` ("Identity.Password mismatch"). Every other session of the user ends
 * (its refresh token stops working); the caller's own goes on.
 */
export const changePassword = endpoint({
  method: 'POST',
  path: '/api/services/app/Profile/ChangePassword',
  body: z.strictObject({
    currentPassword: z.string().check(z.minLength(1, { error: fieldRequired }), z.maxLength(1000)),
    newPassword,
  }),
  result: z.null(),
});

/**
 * Turns two-factor sign-in on, changes it, or (`isTwoFactorEnabled: false`) turns it off (everyone
 * signed in, for themself). On: a phone number in the "00" form, kept as the user's phone number
 * (the digits after "00", which is what the SMS provider gets), and a provider; e-mail needs the user
 * to have an e-mail address (400 `TwoFactor.NoEmailAddress`). Off keeps the phone number.
 */
export const twoFactorAuthenticateEnable = endpoint({
  method: 'POST',
  path: '/api/services/app/Profile/TwoFactorAuthenticateEnable',
  body: z.strictObject({
    isTwoFactorEnabled: z.boolean(),
    phoneNumber: z.optional(
      z.nullable(z.string().check(z.trim(), z.regex(twoFactorWirePhoneNumber, { error: phoneNumberFormatNotCorrect }))),
    ),
    authProvider: z.optional(z.nullable(twoFactorProvider.schema)),
  }),
  result: z.null(),
});
