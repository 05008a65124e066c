import { EmptyState, PageHeader } from '@velo/design-system';

/** What a role sees on a page it may not use (part 1 §6: "an access-denied view"). */
export function AccessDenied() {
  return (
    <>
      <PageHeader title="Access denied" />
      <EmptyState title="You don't have access to this page" description="Ask an administrator if you need it." />
    </>
  );
}
