import { createHashRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { LoadingState } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { AccessGate, type RouteAccess } from './access/AccessGate.tsx';
import { useSession } from './session/SessionProvider.tsx';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { LinksFollowTheRouter } from './routing/LinksFollowTheRouter.tsx';

/** Only a signed-in user gets past this; others go to /login and come back after. */
function RequireSession() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'checking') return <LoadingState label="Checking your session" />;
  if (state.status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

type PageModule = () => Promise<{ default: React.ComponentType }>;

const lazyPage = (load: PageModule) => async () => ({ Component: (await load()).default });

/** A page loaded when first visited; with `needs`, shown only to whom may do that. */
function page(path: string, load: PageModule, needs?: Permission): RouteObject {
  const handle: RouteAccess | undefined = needs && { needs };
  return { path, handle, lazy: lazyPage(load) };
}

/** The one table of routes (hash-based), each page lazy-loaded and declaring the access it needs. */
export const router = createHashRouter([
  {
    element: <LinksFollowTheRouter />,
    children: [
      page('/login', () => import('./pages/LoginPage.tsx')),
      page('/reset-password', () => import('./pages/PublicNotAvailablePage.tsx')),
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
