import type { Role } from './roles.ts';

/** Icon names the design system draws for the side menu. */
export const menuIcons = [
  'home',
  'locations',
  'orders',
  'groups',
  'support',
  'events',
  'modules',
  'clients',
  'users',
  'templates',
  'terms',
  'announcements',
  'diagnostics',
  'client-info',
] as const;
export type MenuIcon = (typeof menuIcons)[number];

export interface MenuLink {
  label: string;
  href: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  label: string;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The menu link a page belongs to: its own, or the longest href it lies under ("/" only matches itself). */
export function currentMenuLink(navigation: readonly MenuEntry[], path: string): MenuLink | undefined {
  return navigation
    .flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]))
    .filter(({ href }) => href === path || (href !== '/' && path.startsWith(`${href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

const home: MenuLink = { label: 'Home', href: '/', icon: 'home' };

const locationsGroup: MenuGroup = {
  label: 'Locations',
  items: [
    { label: 'Locations', href: '/locations', icon: 'locations' },
    { label: 'Orders', href: '/orders', icon: 'orders' },
    { label: 'Private Groups', href: '/user-groups', icon: 'groups' },
  ],
};

const supportGroup: MenuGroup = {
  label: 'Support',
  items: [
    { label: 'Support', href: '/support', icon: 'support' },
    { label: 'Events', href: '/events', icon: 'events' },
  ],
};

const menus: Record<Role, MenuEntry[]> = {
  admin: [
    home,
    locationsGroup,
    supportGroup,
    { label: 'Modules', href: '/modules', icon: 'modules' },
    { label: 'Clients', href: '/clients', icon: 'clients' },
    { label: 'Users', href: '/users', icon: 'users' },
    { label: 'Message Templates', href: '/message-templates', icon: 'templates' },
    { label: 'Terms And Conditions', href: '/terms-and-conditions', icon: 'terms' },
    { label: 'Announcements', href: '/announcements', icon: 'announcements' },
    { label: 'Diagnostics', href: '/diagnostic', icon: 'diagnostics' },
  ],
  client: [
    home,
    { label: 'Client Info', href: '/client-info', icon: 'client-info' },
    locationsGroup,
    { label: 'Users', href: '/users', icon: 'users' },
  ],
  support: [supportGroup],
};

/** The side menu of a role, as the spec lists it. */
export function sideMenu(role: Role): MenuEntry[] {
  return menus[role];
}
