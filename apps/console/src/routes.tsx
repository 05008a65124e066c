import { useEffect } from 'react';
import { createHashRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { LoadingState } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { AccessGate, type RouteAccess } from './access/AccessGate.tsx';
import { isPublicPath, replaceHashRoute, signInRoute } from './hashPath.ts';
import { useSession } from './session/SessionProvider.tsx';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { LinksFollowTheRouter } from './routing/LinksFollowTheRouter.tsx';

/** Only a signed-in user gets past this; others go to sign in and come back after. */
function RequireSession() {
  const { state } = useSession();
  const { pathname, search } = useLocation();
  // A public address belongs to the public app, which takes the page over: nothing to draw or redirect here.
  if (isPublicPath(pathname)) return null;
  if (state.status === 'checking') return <LoadingState label="Checking your session" />;
  if (state.status === 'signed-out') return <SignInFirst from={pathname + search} />;
  return <Outlet />;
}

/** Hands the page to the public app's sign-in, which comes back to `from` once signed in. */
function SignInFirst({ from }: { from: string }) {
  useEffect(() => replaceHashRoute(signInRoute(from)), [from]);
  return null;
}

type PageModule = () => Promise<{ default: React.ComponentType }>;

const lazyPage = (load: PageModule) => async () => ({ Component: (await load()).default });

/** A page loaded when first visited; with `needs`, shown only to whom may do that. */
function page(path: string, load: PageModule, needs?: Permission): RouteObject {
  const handle: RouteAccess | undefined = needs && { needs };
  return { path, handle, lazy: lazyPage(load) };
}

/** The console's routes (hash-based), each page lazy-loaded and declaring the access it needs; the public pages are in public/. */
export const router = createHashRouter([
  {
    element: <LinksFollowTheRouter />,
    children: [
      {
        element: <RequireSession />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              {
                element: <AccessGate />,
                children: [
                  { index: true, lazy: lazyPage(() => import('./pages/HomePage.tsx')) },
                  page('locations', () => import('./pages/LocationsPage.tsx'), ['list', 'location']),
                  page('*', () => import('./pages/NotAvailablePage.tsx')),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
