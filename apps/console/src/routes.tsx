import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { AccessGate } from './access/AccessGate.tsx';
import { isPublicPath, replaceHashRoute, signInRoute } from './hashPath.ts';
import { useSession } from './session/SessionProvider.tsx';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { LinksFollowTheRouter } from './routing/LinksFollowTheRouter.tsx';

/** A page of the console: where it lives, its lazily loaded module, and what a user needs to see it. */
interface ConsolePage {
  /** Below the console's root; `undefined` is the home page. */
  path?: string;
  page: LazyExoticComponent<ComponentType>;
  needs?: Permission;
}

/** The console's pages (hash routes), each loaded when first visited; the public pages are in public/. */
const pages: ConsolePage[] = [
  { page: lazy(() => import('./pages/HomePage.tsx')) },
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
  { path: 'diagnostic', page: lazy(() => import('./pages/diagnostics/DiagnosticsPage.tsx')), needs: ['list', 'diagnostic'] },
  {
    path: 'diagnostic/:id/show',
    page: lazy(() => import('./pages/diagnostics/DoorDiagnosticsPage.tsx')),
    needs: ['view', 'doorDiagnostics'],
  },
  { path: 'doors/:id', page: lazy(() => import('./pages/DoorPage.tsx')), needs: ['edit', 'door'] },
  { path: 'modules', page: lazy(() => import('./pages/modules/ModulesPage.tsx')), needs: ['list', 'module'] },
  {
    path: 'modules/create',
    page: lazy(() => import('./pages/modules/ModuleCreatePage.tsx')),
    needs: ['create', 'module'],
  },
  { path: 'modules/:id/*', page: lazy(() => import('./pages/modules/ModulePage.tsx')), needs: ['edit', 'module'] },
  { path: 'items', page: lazy(() => import('./pages/items/ItemsPage.tsx')), needs: ['list', 'item'] },
  { path: 'items/:id', page: lazy(() => import('./pages/items/ItemPage.tsx')), needs: ['edit', 'item'] },
  { path: 'users', page: lazy(() => import('./pages/users/UsersPage.tsx')), needs: ['list', 'user'] },
  {
    path: 'users/create',
    page: lazy(() => import('./pages/users/UserCreatePage.tsx')),
    needs: ['create', 'clientAdministrator'],
  },
  { path: 'users/:id/*', page: lazy(() => import('./pages/users/UserPage.tsx')), needs: ['view', 'user'] },
  { path: 'user-groups', page: lazy(() => import('./pages/groups/GroupsPage.tsx')), needs: ['list', 'group'] },
  {
    path: 'user-groups/create',
    page: lazy(() => import('./pages/groups/GroupCreatePage.tsx')),
    needs: ['create', 'group'],
  },
  { path: 'user-groups/:id/*', page: lazy(() => import('./pages/groups/GroupPage.tsx')), needs: ['view', 'group'] },
  { path: 'clients', page: lazy(() => import('./pages/clients/ClientsPage.tsx')), needs: ['list', 'client'] },
  {
    path: 'clients/create',
    page: lazy(() => import('./pages/clients/ClientCreatePage.tsx')),
    needs: ['create', 'client'],
  },
  { path: 'clients/:id/*', page: lazy(() => import('./pages/clients/ClientPage.tsx')), needs: ['edit', 'client'] },
  {
    path: 'message-templates/*',
    page: lazy(() => import('./pages/messageTemplates/MessageTemplateRoutes.tsx')),
    needs: ['list', 'messageTemplate'],
  },
  {
    path: 'announcements/*',
    page: lazy(() => import('./pages/announcements/AnnouncementRoutes.tsx')),
    needs: ['list', 'announcement'],
  },
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

function pageRoute({ path, page: Page, needs }: ConsolePage) {
  const element = (
    <AccessGate needs={needs}>
      <Suspense fallback={<LoadingState label="Loading the page" />}>
        <Page />
      </Suspense>
    </AccessGate>
  );
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
