import { EmptyState, PageHeader } from '@velo/design-system';

/** What a role sees on a page it may not use (non-admins see an access-denied view on pages they may not use). */
export function AccessDenied() {
  return (
    <>
      <PageHeader title="Access denied" />
      <EmptyState title="You don't have access to this page" description="Ask an administrator if you need it." />
    </>
  );
}
