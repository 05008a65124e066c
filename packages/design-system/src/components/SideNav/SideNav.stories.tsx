import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sideMenu } from '@velo/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { SideNav } from './SideNav.tsx';

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: { navigation: sideMenu('admin'), currentPath: '/locations', onNavigate: fn() },
  decorators: [
    withRouter,
    (Story) => (
      <Box background="surface" border="subtle" borderRadius="lg" padding={3} style={{ width: 256 }}>
        {Story()}
      </Box>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const navIn = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }));

export const CurrentPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await expect(nav.getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Diagnostics' })).toHaveAttribute('href', '/diagnostic');
  },
};

/** A page under a menu link (an event's own page) marks that link. */
export const PageUnderALink: Story = {
  args: { currentPath: '/events/1842' },
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Support' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Groups are headings with a button that folds them; a folded group keeps its heading. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await expect(nav.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Locations',
      'Support',
    ]);
    const support = nav.getByRole('button', { name: 'Support' });
    await expect(support).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(support);
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
    await expect(nav.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();

    await userEvent.click(support);
    await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
  },
};

/** Tab walks the links and group buttons in order, Enter and Space fold and unfold a group, Enter follows a link. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = navIn(canvasElement);
    await userEvent.tab();
    const home = nav.getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    // The one focus ring: 2px solid in the light theme's focus colour (#0d7c66).
    const ring = getComputedStyle(home);
    await expect([ring.outlineStyle, ring.outlineWidth, ring.outlineColor]).toEqual(['solid', '2px', 'rgb(13, 124, 102)']);

    await userEvent.tab();
    const locations = nav.getByRole('button', { name: 'Locations' });
    await expect(locations).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(locations).toHaveAttribute('aria-expanded', 'true');

    for (const name of ['Locations', 'Orders', 'Private Groups']) {
      await userEvent.tab();
      await expect(nav.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    const support = nav.getByRole('button', { name: 'Support' });
    await expect(support).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(support).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/support', undefined);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** Arriving on a page of a folded group opens it again. */
export const OpensTheGroupOfTheCurrentPage: Story = {
  render: function Render(args) {
    const [path, setPath] = useState(args.currentPath);
    return (
      <>
        <SideNav {...args} currentPath={path} />
        <Button size="sm" onPress={() => setPath('/events/7')}>
          Open event 7
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await userEvent.click(nav.getByRole('button', { name: 'Support' }));
    await expect(nav.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open event 7' }));
    await expect(nav.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Home is the current page only at the root, not under every address. */
export const HomeOnlyAtTheRoot: Story = {
  args: { currentPath: '/' },
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

export const ClientMenu: Story = {
  args: { navigation: sideMenu('client'), currentPath: '/client-info' },
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await expect(nav.getByRole('link', { name: 'Client Info' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Modules' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('heading', { name: 'Support' })).not.toBeInTheDocument();
  },
};

/** Support sees only its group; a page outside the menu marks nothing. */
export const SupportMenuOutsideIt: Story = {
  args: { navigation: sideMenu('support'), currentPath: '/settings' },
  play: async ({ canvasElement }) => {
    const nav = navIn(canvasElement);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Support', 'Events']);
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const current = navIn(canvasElement).getByRole('link', { name: 'Locations' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current page reads in the dark theme's accent text colour (#5cd0b3).
    await expect(getComputedStyle(current).color).toBe('rgb(92, 208, 179)');
  },
};
