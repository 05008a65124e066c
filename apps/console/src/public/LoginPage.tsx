import { lazy, Suspense, useEffect, useState } from 'react';
import { hasBrowserSession } from '@velo/api-client';
import { AuthLayout, LoginForm, whenIdle, type LoginFormValues } from '@velo/design-system';
import { standardSignInError, type TwoFactorProvider } from '@velo/domain';
import { replaceHashRoute, returnPath } from '../hashPath.ts';
import type { PublicPageProps } from './publicPage.ts';

const TwoFactorDialog = lazy(() => import('./TwoFactorStep.tsx'));
const signInCalls = () => import('./signInCalls.ts');

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
    if (hasBrowserSession()) replaceHashRoute(returnPath(route));
  }, [route]);

  // The form is on screen: fetch the API client while the user types, so signing in waits for nothing. Once the
  // browser is idle: fetched and run at once, it competed with drawing the page on a slow phone.
  useEffect(() => whenIdle(() => void signInCalls()), []);

  async function submit(credentials: LoginFormValues) {
    setPending(true);
    setError(null);
    try {
      const outcome = await (await signInCalls()).signIn(credentials);
      if (outcome.signedIn) return enterConsole();
      setChallenge({ credentials, userId: outcome.userId, provider: outcome.provider });
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
      await (await signInCalls()).confirmCode(challenge.credentials, code, rememberClient);
      enterConsole();
    } catch (failure) {
      setCodeError(messageOf(failure));
    }
  }

  async function resend() {
    if (!challenge) return;
    await (await signInCalls()).resendCode(challenge.userId, challenge.provider);
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
