import { useLocation } from 'react-router';
import { EmptyState, PageHeader } from '@velo/design-system';
import { currentMenuLink, sideMenu } from '@velo/domain';
import { useSignedInUser } from '../session/SessionProvider.tsx';

/** The honest page behind every menu entry whose screen has not been built yet. */
export default function NotAvailablePage() {
  const { pathname } = useLocation();
  const { role } = useSignedInUser();
  const title = currentMenuLink(sideMenu(role), pathname)?.label ?? 'Not available yet';

  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title="Not available yet"
        description="This part of the back-office is still being built. It will appear here as soon as it is ready."
      />
    </>
  );
}
