import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLayout, LoginForm, TwoFactorDialog, type LoginFormValues } from '@velo/design-system';
import { resendCodeForAdmin } from '@velo/api-client';
import { standardSignInError, twoFactorProvider, twoFactorProviders, type TwoFactorProvider } from '@velo/domain';
import { api } from '../api.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { rememberedClientToken, rememberClientToken } from '../session/rememberClient.ts';

interface Challenge {
  credentials: LoginFormValues;
  userId: number;
  provider: TwoFactorProvider;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message) || standardSignInError;

export default function LoginPage() {
  const { state, signIn } = useSession();
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname ?? '/';
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  if (state.status === 'signed-in') return <Navigate to={from} replace />;

  async function submit(credentials: LoginFormValues) {
    setPending(true);
    setError(null);
    try {
      const result = await signIn({ ...credentials, twoFactorRememberClientToken: rememberedClientToken() });
      if (result.requiresTwoFactorVerification) {
        const offered = Number(result.twoFactorAuthProviders?.[0]);
        setChallenge({
          credentials,
          userId: result.userId,
          provider: twoFactorProvider.has(offered) ? offered : twoFactorProviders.sms,
        });
      }
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
      const result = await signIn({ ...challenge.credentials, twoFactorVerificationCode: code, rememberClient });
      rememberClientToken(result.twoFactorRememberClientToken);
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
        <TwoFactorDialog
          isOpen
          provider={challenge.provider}
          onProviderChange={(provider) => setChallenge({ ...challenge, provider })}
          onResend={resend}
          onConfirm={confirm}
          error={codeError}
          onCancel={() => setChallenge(null)}
        />
      )}
    </AuthLayout>
  );
}
