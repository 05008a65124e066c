import type { Meta, StoryObj } from '@storybook/react-vite';
import { sideMenu } from '@velo/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { DataTable } from '../DataTable/DataTable.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { AppShell } from './AppShell.tsx';

const places = [
  'Bryggen',
  'Sentrum',
  'Nygård',
  'Solsiden',
  'Lade',
  'Tøyen',
  'Majorstuen',
  'Grünerløkka',
  'Torget',
  'Fisketorget',
];

const page = (
  <>
    <PageHeader
      title="Locations"
      description="Parking places with their doors, opening hours and prices."
      actions={<Button variant="primary">New location</Button>}
    />
    <DataTable
      aria-label="Locations"
      columns={[
        { id: 'name', header: 'Name', cell: (name: string) => name, isRowHeader: true },
        { id: 'doors', header: 'Doors', cell: (name: string) => `${name.length} active out of 12 doors` },
        {
          id: 'status',
          header: 'Status',
          cell: () => (
            <Badge tone="success" dot>
              Active
            </Badge>
          ),
        },
      ]}
      rows={places}
      rowKey={(name) => name}
      page={1}
      pageSize={10}
      totalCount={57}
      onPageChange={fn()}
    />
  </>
);

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  args: {
    navigation: sideMenu('admin'),
    currentPath: '/locations',
    userName: 'Ingrid Marie Hansen',
    settingsHref: '/settings',
    onLogOut: fn(),
    theme: 'light',
    onThemeChange: fn(),
    children: page,
  },
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));

    await expect(nav.getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    const account = canvas.getByRole('button', { name: /Account menu/ });
    await expect(account).toHaveAccessibleName('Account menu, Ingrid Marie Hansen');
    await expect(account).toHaveTextContent('IH');
    await expect(within(account).getByText('Ingrid Marie Hansen')).toBeVisible();
    await userEvent.click(account);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    const toggle = canvas.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const NavigatesThroughTheRouter: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'Orders' }));
    await expect(navigate).toHaveBeenCalledWith('/orders', undefined);
  },
};

export const Client: Story = {
  args: { navigation: sideMenu('client'), currentPath: '/client-info', userName: 'Ola Nordmann' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Client Info' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Modules' })).not.toBeInTheDocument();
  },
};

export const Support: Story = {
  args: { navigation: sideMenu('support'), currentPath: '/events/1842', userName: 'Kari Support' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Support' })).not.toHaveAttribute('aria-current');
    await expect(nav.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  },
};

export const MainScrollsIndependently: Story = {
  args: {
    children: (
      <>
        {page}
        <div style={{ height: 2000 }} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const toggle = canvas.getByRole('button', { name: 'Dark theme' });
    const navTop = nav.getBoundingClientRect().top;
    const toggleTop = toggle.getBoundingClientRect().top;
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    main.scrollTop = 1000;
    await waitFor(() => expect(main.scrollTop).toBe(1000));
    await expect(nav.getBoundingClientRect().top).toBe(navTop);
    await expect(toggle.getBoundingClientRect().top).toBe(toggleTop);
  },
};

/** With the dark theme chosen the toggle is pressed, shows the moon, and switches back to light. */
export const ThemeTogglePressed: Story = {
  args: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(within(drawer).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('link', { name: 'Users' }));
    await expect(navigate).toHaveBeenCalledWith('/users', undefined);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
};

/** The phone's menu left open, so the checks after the story see the drawer. */
export const NarrowMenuOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');
  },
};
