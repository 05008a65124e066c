import { z } from 'zod/mini';
import { twoFactorProvider } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, queryId } from './common.ts';
import { user } from './user.ts';

export const authenticate = endpoint({
  method: 'POST',
  path: '/api/TokenAuth/Authenticate',
  auth: false,
  body: z.strictObject({
    userNameOrEmailAddress: z.string().check(z.trim(), z.minLength(1)),
    password: z.string().check(z.minLength(1)),
    rememberClient: z.optional(z.boolean()),
    twoFactorRememberClientToken: z.optional(z.nullable(z.string())),
    singleSignIn: z.optional(z.boolean()),
    returnUrl: z.optional(z.nullable(z.string())),
    twoFactorVerificationCode: z.optional(z.nullable(z.string())),
  }),
  result: z.object({
    accessToken: z.nullable(z.string()),
    refreshToken: z.nullable(z.string()),
    expireInSeconds: z.int().check(z.minimum(0)),
    userId: id,
    user: z.nullable(user),
    roles: z.array(z.string()),
    requiresTwoFactorVerification: z.boolean(),
    /** Provider ids the code can be sent by: 1 SMS, 2 e-mail. */
    twoFactorAuthProviders: z.nullable(z.array(z.union([z.int(), z.string()]))),
    twoFactorRememberClientToken: z.nullable(z.string()),
  }),
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/api/TokenAuth/RefreshToken',
  auth: false,
  endedSessionRefused: true,
  query: z.strictObject({ refreshToken: z.string().check(z.minLength(1)) }),
  result: z.object({
    accessToken: z.string(),
    expireInSeconds: z.int().check(z.minimum(0)),
    /** Added by our server: the rotated refresh token. Absent from the original back-end. */
    refreshToken: z.optional(z.string()),
  }),
});

export const logOut = endpoint({
  method: 'GET',
  path: '/api/TokenAuth/LogOut',
  result: z.null(),
});

export const resendCodeForAdmin = endpoint({
  method: 'POST',
  path: '/api/TokenAuth/ResendCodeForAdmin',
  auth: false,
  query: z.strictObject({
    userId: queryId,
    provider: z.pipe(z.coerce.number(), twoFactorProvider.schema),
  }),
  result: z.null(),
});
