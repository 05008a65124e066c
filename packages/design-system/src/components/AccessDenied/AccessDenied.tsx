import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';

export interface AccessDeniedProps {
  /** The page's h1. */
  title?: string;
  message?: string;
  description?: ReactNode;
  /** E.g. a link back to a page the user may use. */
  action?: ReactNode;
}

/**
 * What a page shows in place of itself to someone whose role may not use it (the access-denied, not-allowed
 * or no-access view): the page's title says so, and whom to ask.
 */
export function AccessDenied({
  title = 'Access denied',
  message = "You don't have access to this page",
  description = 'Ask an administrator if you need it.',
  action,
}: AccessDeniedProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={message} description={description} action={action} />
    </>
  );
}
