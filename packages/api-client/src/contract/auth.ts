import { z } from 'zod';
import { twoFactorProvider } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, queryId } from './common.ts';
import { user } from './users.ts';

export const authenticate = endpoint({
  method: 'POST',
  path: '/api/TokenAuth/Authenticate',
  auth: false,
  body: z.strictObject({
    userNameOrEmailAddress: z.string().trim().min(1),
    password: z.string().min(1),
    rememberClient: z.boolean().optional(),
    twoFactorRememberClientToken: z.string().nullable().optional(),
    singleSignIn: z.boolean().optional(),
    returnUrl: z.string().nullable().optional(),
    twoFactorVerificationCode: z.string().nullable().optional(),
  }),
  result: z.object({
    accessToken: z.string().nullable(),
    refreshToken: z.string().nullable(),
    expireInSeconds: z.number().int().min(0),
    userId: id,
    user: user.nullable(),
    roles: z.array(z.string()),
    requiresTwoFactorVerification: z.boolean(),
    /** Provider ids the code can be sent by: 1 SMS, 2 e-mail. */
    twoFactorAuthProviders: z.array(z.union([z.number().int(), z.string()])).nullable(),
    twoFactorRememberClientToken: z.string().nullable(),
  }),
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/api/TokenAuth/RefreshToken',
  auth: false,
  query: z.strictObject({ refreshToken: z.string().min(1) }),
  result: z.object({
    accessToken: z.string(),
    expireInSeconds: z.number().int().min(0),
    /** Added by our server: the rotated refresh token. Absent from the original back-end. */
    refreshToken: z.string().optional(),
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
    provider: z.coerce.number().pipe(twoFactorProvider.schema),
  }),
  result: z.null(),
});
