import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { leavesTheConsole } from '../hashPath.ts';
import { whenLeaveAllowed } from './leaveGuard.ts';

function useConsoleHref(href: string): string {
  const routed = useHref(leavesTheConsole(href) ? '/' : href);
  return leavesTheConsole(href) ? href : routed;
}

/**
 * Lets design-system links (`href="/locations/3"`) render hash URLs and navigate without a reload; other sites' links
 * stay as they are. A page with unsaved edits may ask first (`useLeaveGuard`).
 */
export function LinksFollowTheRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => whenLeaveAllowed(() => void navigate(path))} useHref={useConsoleHref}>
      {children}
    </RouterProvider>
  );
}
