import { useEffect, useRef } from 'react';
import { AuthLayout, PasswordResetSteps, toast, ToastRegion } from '@velo/design-system';
import { invalidPasswordResetCode, passwordResetTexts } from '@velo/domain';
import type { PublicPageProps } from './publicPage.ts';

const accountCalls = () => import('./accountCalls.ts');

// The reset flow's failures stay longer than other snackbars.
const resetToastMs = 6000;

function sayWhy(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  toast.error(message === invalidPasswordResetCode ? passwordResetTexts.codeNotValid : message, { timeout: resetToastMs });
  throw error;
}

/** /reset-password: a forgotten password, from the e-mail address to a new password. */
export default function ResetPasswordPage(_: PublicPageProps) {
  const checked = useRef<{ userId: number; code: string } | null>(null);
  useEffect(() => void accountCalls(), []);

  return (
    <AuthLayout>
      <PasswordResetSteps
        loginHref="/login"
        onCancel={() => window.location.assign('#/login')}
        onSendCode={async (emailAddress) => {
          await (await accountCalls()).sendResetCode(emailAddress).catch(sayWhy);
        }}
        onCheckCode={async (code) => {
          const userId = await (await accountCalls()).checkResetCode(code).catch(sayWhy);
          checked.current = { userId, code };
        }}
        onChangePassword={async (password) => {
          const { userId, code } = checked.current!;
          await (await accountCalls()).setNewPassword(userId, code, password).catch(sayWhy);
        }}
      />
      <ToastRegion />
    </AuthLayout>
  );
}
