import { useEffect } from 'react';
import { AuthLayout, InvitationSteps, toast, ToastRegion } from '@velo/design-system';
import { invitationErrorTexts, isErrorCode, toastTimeoutMs } from '@velo/domain';
import type { PublicPageProps } from './publicPage.ts';

const accountCalls = () => import('./accountCalls.ts');

/** The invite code of `/invite/{code}`. */
export const inviteCodeOf = (route: string) => decodeURIComponent(route.split('?')[0]!.slice('/invite/'.length));

/** The server's refusal in Norwegian when the page knows it, else in the server's words. */
function sayWhy(error: unknown): never {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : null;
  const known = isErrorCode(code) ? invitationErrorTexts[code] : undefined;
  toast.error(known ?? (error instanceof Error ? error.message : String(error)), { timeout: toastTimeoutMs });
  throw error;
}

/** /invite/{code}: an end user gets access to the inviting location with their mobile number, in Norwegian. */
export default function InvitePage({ route }: PublicPageProps) {
  const inviteCode = inviteCodeOf(route);
  useEffect(() => void accountCalls(), []);

  return (
    <AuthLayout tagline="Sykkelparkering for arbeidsplassen din">
      <InvitationSteps
        termsHref="/terms&conditions"
        onSendCode={async (phoneNumber) => {
          await (await accountCalls()).sendInvitationCode(inviteCode, phoneNumber).catch(sayWhy);
        }}
        onVerify={async (phoneNumber, code) => {
          await (await accountCalls()).verifyInvitationCode(inviteCode, phoneNumber, code).catch(sayWhy);
        }}
      />
      <ToastRegion />
    </AuthLayout>
  );
}
