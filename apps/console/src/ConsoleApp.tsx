import { HashRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ToastRegion } from '@velo/design-system';
import { SessionProvider } from './session/SessionProvider.tsx';
import { ConsoleRoutes, loadFirstPageFor } from './routes.tsx';
import { ThemeProvider } from './theme.tsx';

/** The signed-in console: session, data cache, routes and notifications. */
export function ConsoleApp() {
  return (
    <ThemeProvider>
      <SWRConfig value={{ revalidateOnFocus: false, keepPreviousData: true }}>
        <SessionProvider onSignedIn={loadFirstPageFor}>
          <HashRouter>
            <ConsoleRoutes />
          </HashRouter>
          <ToastRegion />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
