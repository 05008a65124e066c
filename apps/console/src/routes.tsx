import { createHashRouter, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@velo/design-system';
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

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** The one table of routes (hash-based, per the spec); each page is loaded when first visited. */
export const router = createHashRouter([
  {
    element: <LinksFollowTheRouter />,
    children: [
      { path: '/login', lazy: page(() => import('./pages/LoginPage.tsx')) },
      { path: '/reset-password', lazy: page(() => import('./pages/PublicNotAvailablePage.tsx')) },
      {
        element: <RequireSession />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              { index: true, lazy: page(() => import('./pages/HomePage.tsx')) },
              { path: 'locations', lazy: page(() => import('./pages/LocationsPage.tsx')) },
              { path: '*', lazy: page(() => import('./pages/NotAvailablePage.tsx')) },
            ],
          },
        ],
      },
    ],
  },
]);
