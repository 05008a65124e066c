import { lazy, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '@velo/design-system';
import { isPublicPath, replaceHashRoute, signInRoute } from './hashPath.ts';
import { useSession } from './session/SessionProvider.tsx';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { LinksFollowTheRouter } from './routing/LinksFollowTheRouter.tsx';
import { GatedPage, type LazyPage } from './routing/GatedPage.tsx';

/** A page of the console and where it lives. */
interface ConsolePage extends LazyPage {
  /** Below the console's root; `undefined` is the home page. */
  path?: string;
}

/** The console's pages (hash routes), each loaded when first visited; the public pages are in public/. */
const pages: ConsolePage[] = [
  { page: lazy(() => import('./pages/home/HomePage.tsx')) },
  { path: 'locations', page: lazy(() => import('./pages/LocationsPage.tsx')), needs: ['list', 'location'] },
  {
    path: 'locations/create',
    page: lazy(() => import('./pages/location/LocationCreatePage.tsx')),
    needs: ['create', 'location'],
  },
  { path: 'locations/:id/*', page: lazy(() => import('./pages/location/LocationPage.tsx')), needs: ['view', 'location'] },
  { path: 'orders', page: lazy(() => import('./pages/OrdersPage.tsx')), needs: ['list', 'order'] },
  { path: 'orders/:id/show/*', page: lazy(() => import('./pages/order/OrderPage.tsx')), needs: ['view', 'order'] },
  { path: 'support', page: lazy(() => import('./pages/support/SupportPage.tsx')), needs: ['view', 'support'] },
  { path: 'events', page: lazy(() => import('./pages/events/EventsPage.tsx')), needs: ['list', 'event'] },
  { path: 'doors/:id', page: lazy(() => import('./pages/DoorPage.tsx')), needs: ['edit', 'door'] },
  // A section's pages each declare what they need; its entry here only loads them.
  { path: 'diagnostic/*', page: lazy(() => import('./pages/diagnostics/DiagnosticRoutes.tsx')) },
  { path: 'modules/*', page: lazy(() => import('./pages/modules/ModuleRoutes.tsx')) },
  { path: 'items/*', page: lazy(() => import('./pages/items/ItemRoutes.tsx')) },
  { path: 'users/*', page: lazy(() => import('./pages/users/UserRoutes.tsx')) },
  { path: 'user-groups/*', page: lazy(() => import('./pages/groups/GroupRoutes.tsx')) },
  { path: 'clients/*', page: lazy(() => import('./pages/clients/ClientRoutes.tsx')) },
  { path: 'message-templates/*', page: lazy(() => import('./pages/messageTemplates/MessageTemplateRoutes.tsx')) },
  { path: 'announcements/*', page: lazy(() => import('./pages/announcements/AnnouncementRoutes.tsx')) },
  { path: 'client-info/*', page: lazy(() => import('./pages/clientInfo/ClientInfoPage.tsx')), needs: ['view', 'clientInfo'] },
  {
    path: 'terms-and-conditions',
    page: lazy(() => import('./pages/terms/TermsAndConditionsPage.tsx')),
    needs: ['edit', 'terms'],
  },
  { path: 'settings', page: lazy(() => import('./pages/settings/SettingsPage.tsx')), needs: ['view', 'settings'] },
  {
    path: 'configuration',
    page: lazy(() => import('./pages/configuration/ConfigurationPage.tsx')),
    needs: ['view', 'configuration'],
  },
  { path: '*', page: lazy(() => import('./pages/NotAvailablePage.tsx')) },
];

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

function pageRoute({ path, page, needs }: ConsolePage) {
  const element = <GatedPage page={page} needs={needs} />;
  return path ? <Route key={path} path={path} element={element} /> : <Route key="home" index element={element} />;
}

/** The signed-in console's routes, inside the hash router `ConsoleApp` provides. */
export function ConsoleRoutes() {
  return (
    <LinksFollowTheRouter>
      <Routes>
        <Route element={<RequireSession />}>
          <Route element={<ConsoleLayout />}>{pages.map(pageRoute)}</Route>
        </Route>
      </Routes>
    </LinksFollowTheRouter>
  );
}
