import { startTransition, useEffect, useState } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '@velo/design-system';
import { hashRoute, isPublicPath, replaceHashRoute, signInRoute } from './hashPath.ts';
import type { Screen } from './access/canOpen.ts';
import { canOf } from './access/useCan.ts';
import { ScreenTable } from './access/useLinkTo.tsx';
import { useSession, type SignedInUser } from './session/SessionProvider.tsx';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { LinksFollowTheRouter } from './routing/LinksFollowTheRouter.tsx';
import { GatedPage, type LazyPage } from './routing/GatedPage.tsx';
import { loadablePage } from './routing/loadablePage.tsx';
import { loadPageAt, type LoadableRoute } from './routing/loadPageAt.ts';
import { useLoadAheadOnIntent } from './routing/useLoadAheadOnIntent.ts';
import { announcementScreens } from './pages/announcements/announcementScreens.ts';
import { clientScreens } from './pages/clients/clientScreens.ts';
import { diagnosticScreens } from './pages/diagnostics/diagnosticScreens.ts';
import { groupScreens } from './pages/groups/groupScreens.ts';
import { itemScreens } from './pages/items/itemScreens.ts';
import { messageTemplateScreens } from './pages/messageTemplates/messageTemplateScreens.ts';
import { moduleScreens } from './pages/modules/moduleScreens.ts';
import { userScreens } from './pages/users/userScreens.ts';

/** A page of the console and where it lives. */
interface ConsolePage extends LazyPage, LoadableRoute, Screen {
  /** Below the console's root; `undefined` is the home page. */
  path?: string;
  page: LazyPage['page'] & LoadableRoute['page'];
}

/** The console's pages (hash routes), each loaded when first visited; the public pages are in public/. */
const pages: ConsolePage[] = [
  { page: loadablePage(() => import('./pages/home/HomePage.tsx')) },
  { path: 'locations', page: loadablePage(() => import('./pages/LocationsPage.tsx')), needs: ['list', 'location'] },
  {
    path: 'locations/create',
    page: loadablePage(() => import('./pages/location/LocationCreatePage.tsx')),
    needs: ['create', 'location'],
  },
  { path: 'locations/:id/*', page: loadablePage(() => import('./pages/location/LocationPage.tsx')), needs: ['view', 'location'] },
  { path: 'orders', page: loadablePage(() => import('./pages/OrdersPage.tsx')), needs: ['list', 'order'] },
  { path: 'orders/:id/show/*', page: loadablePage(() => import('./pages/order/OrderPage.tsx')), needs: ['view', 'order'] },
  { path: 'support', page: loadablePage(() => import('./pages/support/SupportPage.tsx')), needs: ['view', 'support'] },
  { path: 'events', page: loadablePage(() => import('./pages/events/EventsPage.tsx')), needs: ['list', 'event'] },
  { path: 'doors/:id', page: loadablePage(() => import('./pages/DoorPage.tsx')), needs: ['edit', 'door'] },
  // A section's pages each declare what they need in its screens; its entry here loads them.
  {
    path: 'diagnostic/*',
    page: loadablePage(() => import('./pages/diagnostics/DiagnosticRoutes.tsx')),
    screens: diagnosticScreens,
  },
  { path: 'modules/*', page: loadablePage(() => import('./pages/modules/ModuleRoutes.tsx')), screens: moduleScreens },
  { path: 'items/*', page: loadablePage(() => import('./pages/items/ItemRoutes.tsx')), screens: itemScreens },
  { path: 'users/*', page: loadablePage(() => import('./pages/users/UserRoutes.tsx')), screens: userScreens },
  { path: 'user-groups/*', page: loadablePage(() => import('./pages/groups/GroupRoutes.tsx')), screens: groupScreens },
  { path: 'clients/*', page: loadablePage(() => import('./pages/clients/ClientRoutes.tsx')), screens: clientScreens },
  {
    path: 'message-templates/*',
    page: loadablePage(() => import('./pages/messageTemplates/MessageTemplateRoutes.tsx')),
    screens: messageTemplateScreens,
  },
  {
    path: 'announcements/*',
    page: loadablePage(() => import('./pages/announcements/AnnouncementRoutes.tsx')),
    screens: announcementScreens,
  },
  {
    path: 'client-info/*',
    page: loadablePage(() => import('./pages/clientInfo/ClientInfoPage.tsx')),
    needs: ['view', 'clientInfo'],
  },
  {
    path: 'terms-and-conditions',
    page: loadablePage(() => import('./pages/terms/TermsAndConditionsPage.tsx')),
    needs: ['edit', 'terms'],
  },
  { path: 'settings', page: loadablePage(() => import('./pages/settings/SettingsPage.tsx')), needs: ['view', 'settings'] },
  {
    path: 'configuration',
    page: loadablePage(() => import('./pages/configuration/ConfigurationPage.tsx')),
    needs: ['view', 'configuration'],
  },
  { path: '*', page: loadablePage(() => import('./pages/NotAvailablePage.tsx')) },
];

const connectionLost = 'The connection to the server was lost. Trying again…';

/** Only a signed-in user gets past this; others go to sign in and come back after. */
function RequireSession() {
  const { state } = useSession();
  const { pathname, search } = useLocation();
  const [openedOn] = useState(pathname);
  const [firstPageLoaded, setFirstPageLoaded] = useState(false);
  // The first page's chunk comes while the session is checked (the user's call), not after; the frame then draws
  // with the page (see loadablePage), in a transition: in slices the browser can answer between, not one long task.
  useEffect(() => {
    void loadConsolePageAt(openedOn).finally(() => startTransition(() => setFirstPageLoaded(true)));
  }, [openedOn]);
  // A public address belongs to the public app, which takes the page over: nothing to draw or redirect here.
  if (isPublicPath(pathname)) return null;
  if (state.status === 'signed-out') return <SignInFirst from={pathname + search} />;
  if (state.status === 'checking')
    return <LoadingState label={state.isConnectionLost ? connectionLost : 'Checking your session'} />;
  if (!firstPageLoaded) return <LoadingState label="Loading the page" />;
  return <Outlet />;
}

/** Fetches the code of the console's page at `pathname`, and of the section's page or the tab it names. */
const loadConsolePageAt = (pathname: string) => loadPageAt(pages, pathname);

/**
 * Once the user is known, starts the calls the page at the address draws with (a list's first page), so they are on
 * their way while the frame draws rather than asked for after it.
 */
export function loadFirstPageFor(user: SignedInUser) {
  const [pathname = '/', search = ''] = hashRoute().split('?');
  // A page whose code fails to load here shows the failure itself when it draws.
  loadPageAt(pages, pathname, { can: canOf(user), query: new URLSearchParams(search) }).catch(() => undefined);
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
  useLoadAheadOnIntent(loadConsolePageAt);
  return (
    <LinksFollowTheRouter>
      <ScreenTable screens={pages}>
        <Routes>
          <Route element={<RequireSession />}>
            <Route element={<ConsoleLayout />}>{pages.map(pageRoute)}</Route>
          </Route>
        </Routes>
      </ScreenTable>
    </LinksFollowTheRouter>
  );
}
