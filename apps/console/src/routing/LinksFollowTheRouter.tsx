import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';

/** Lets design-system links (`href="/locations/3"`) render hash URLs and navigate without a reload. */
export function LinksFollowTheRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
