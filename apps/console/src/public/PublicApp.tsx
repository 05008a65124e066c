import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { LoadingState } from '@velo/design-system';
import { ThemeProvider } from '../theme.tsx';
import { useHashRoute } from './useHashRoute.ts';
import { invitePathPrefix } from '../hashPath.ts';
import LoginPage from './LoginPage.tsx';

// The sign-in page comes with this app, so it draws at once: a lazy page would first show "Loading" and React holds back
// what replaces a fallback for 300 ms. The pages reached from it load when opened.
const TermsPage = lazy(() => import('./TermsPage.tsx'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage.tsx'));
const InvitePage = lazy(() => import('./InvitePage.tsx'));

// The public pages are few and flat, so a table of paths is all the routing they need; the console's
// router would more than double what the sign-in page loads.
const pages = { '/login': LoginPage, '/reset-password': ResetPasswordPage, '/terms&conditions': TermsPage } as const;

const navigate = (path: string) => window.location.assign(`#${path}`);
const hrefOf = (path: string) => `#${path}`;

/** The pages anyone may open: sign-in and the password reset, without the console's frame. */
export function PublicApp() {
  const route = useHashRoute();
  const path = route.split('?')[0]!;
  const Page = pages[path as keyof typeof pages] ?? (path.startsWith(invitePathPrefix) ? InvitePage : undefined);
  // Leaving for the console: main.tsx swaps this app out, and no public page may act on a console address meanwhile.
  if (!Page) return null;

  return (
    <ThemeProvider>
      <RouterProvider navigate={navigate} useHref={hrefOf}>
        <Suspense fallback={<LoadingState label="Loading" />}>
          <Page route={route} />
        </Suspense>
      </RouterProvider>
    </ThemeProvider>
  );
}
