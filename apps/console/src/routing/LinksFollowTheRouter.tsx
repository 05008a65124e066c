import { Outlet, useHref, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';

/** Lets design-system links (`href="/locations/3"`) render hash URLs and navigate without a reload. */
export function LinksFollowTheRouter() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}
