// The sign-in page's calls, in a module of their own: the API client and its schemas are not needed to draw the
// form, so the page loads them once it is on screen.
import { resendCodeForAdmin } from '@velo/api-client';
import { twoFactorProvider, twoFactorProviders, type TwoFactorProvider } from '@velo/domain';
import type { LoginFormValues } from '@velo/design-system';
import { api } from '../api.ts';
import { rememberClientToken, rememberedClientToken } from './rememberClient.ts';

/** A sign-in either lets the user in or asks for the code sent by the provider the server offers first. */
export type SignInOutcome = { signedIn: true } | { signedIn: false; userId: number; provider: TwoFactorProvider };

export async function signIn(credentials: LoginFormValues): Promise<SignInOutcome> {
  const result = await api.signIn({ ...credentials, twoFactorRememberClientToken: rememberedClientToken() });
  if (!result.requiresTwoFactorVerification) return { signedIn: true };
  const offered = Number(result.twoFactorAuthProviders?.[0]);
  return {
    signedIn: false,
    userId: result.userId,
    provider: twoFactorProvider.has(offered) ? offered : twoFactorProviders.sms,
  };
}

/** Signs in with the two-factor code; `rememberClient` spares this browser the code next time. */
export async function confirmCode(credentials: LoginFormValues, code: string, rememberClient: boolean) {
  const result = await api.signIn({ ...credentials, twoFactorVerificationCode: code, rememberClient });
  rememberClientToken(result.twoFactorRememberClientToken);
}

export async function resendCode(userId: number, provider: TwoFactorProvider) {
  await api.call(resendCodeForAdmin, { query: { userId, provider } });
}
