import { lazy, Suspense, useEffect, useState } from 'react';
import { resendCodeForAdmin } from '@velo/api-client';
import { AuthLayout, LoginForm, type LoginFormValues } from '@velo/design-system';
import { standardSignInError, twoFactorProvider, twoFactorProviders, type TwoFactorProvider } from '@velo/domain';
import { api, tokenStore } from '../api.ts';
import { replaceHashRoute, returnPath } from '../hashPath.ts';
import type { PublicPageProps } from './PublicApp.tsx';
import { rememberClientToken, rememberedClientToken } from './rememberClient.ts';

const TwoFactorDialog = lazy(() => import('./TwoFactorStep.tsx'));

interface Challenge {
  credentials: LoginFormValues;
  userId: number;
  provider: TwoFactorProvider;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message) || standardSignInError;

/** /login: the sign-in form, then the two-factor code when the server asks for one, then back where the user came from. */
export default function LoginPage({ route }: PublicPageProps) {
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const enterConsole = () => replaceHashRoute(returnPath(route));

  // Someone already signed in goes on: the console checks the stored session itself.
  useEffect(() => {
    if (tokenStore.get()) replaceHashRoute(returnPath(route));
  }, [route]);

  async function submit(credentials: LoginFormValues) {
    setPending(true);
    setError(null);
    try {
      const result = await api.signIn({ ...credentials, twoFactorRememberClientToken: rememberedClientToken() });
      if (!result.requiresTwoFactorVerification) return enterConsole();
      const offered = Number(result.twoFactorAuthProviders?.[0]);
      setChallenge({
        credentials,
        userId: result.userId,
        provider: twoFactorProvider.has(offered) ? offered : twoFactorProviders.sms,
      });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  async function confirm(code: string, rememberClient: boolean) {
    if (!challenge) return;
    setCodeError(null);
    try {
      const result = await api.signIn({ ...challenge.credentials, twoFactorVerificationCode: code, rememberClient });
      rememberClientToken(result.twoFactorRememberClientToken);
      enterConsole();
    } catch (failure) {
      setCodeError(messageOf(failure));
    }
  }

  async function resend() {
    if (!challenge) return;
    await api.call(resendCodeForAdmin, { query: { userId: challenge.userId, provider: challenge.provider } });
  }

  return (
    <AuthLayout>
      <LoginForm onSubmit={submit} isPending={isPending} error={error} forgotPasswordHref="/reset-password" />
      {challenge && (
        <Suspense>
          <TwoFactorDialog
            isOpen
            provider={challenge.provider}
            onProviderChange={(provider) => setChallenge({ ...challenge, provider })}
            onResend={resend}
            onConfirm={confirm}
            error={codeError}
            onCancel={() => setChallenge(null)}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
