import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';

/** Where links in a story go instead of leaving Storybook; clear it in the story's `beforeEach`. */
export const navigate = fn();

/** Gives the story a router, as the console's, so links and link buttons navigate through `navigate`. */
export const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);
