import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { ToastRegion } from '@velo/design-system';
import { SessionProvider } from './session/SessionProvider.tsx';
import { router } from './routes.tsx';
import { ThemeProvider } from './theme.tsx';

export function App() {
  return (
    <ThemeProvider>
      <SWRConfig value={{ revalidateOnFocus: false, keepPreviousData: true }}>
        <SessionProvider>
          <RouterProvider router={router} />
          <ToastRegion />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
