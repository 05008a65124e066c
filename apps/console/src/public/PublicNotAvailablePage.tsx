import { AuthLayout, EmptyState, LinkButton } from '@velo/design-system';
import type { PublicPageProps } from './publicPage.ts';

/** The honest page behind a public flow (forgot password) whose screen has not been built yet. */
export default function PublicNotAvailablePage(_: PublicPageProps) {
  return (
    <AuthLayout>
      <EmptyState
        title="Not available yet"
        description="Resetting a password from here is still being built. Ask an administrator to set a new one for you."
        action={
          <LinkButton href="/login" variant="primary">
            Back to sign in
          </LinkButton>
        }
      />
    </AuthLayout>
  );
}
