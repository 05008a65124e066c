import { describe, expect, it } from 'vitest';
import { currentMenuLink, isMenuGroup, sideMenu, type MenuEntry, type MenuLink } from './menu.ts';
import type { Role } from './roles.ts';

/** Every link of a role's menu as `href icon`, groups flattened. */
const links = (role: Role) =>
  sideMenu(role)
    .flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]))
    .map(({ href, icon }) => `${href} ${icon}`);

/** The menu as labels: groups become `Group: A, B`. */
const outline = (entries: MenuEntry[]) =>
  entries.map((entry) =>
    isMenuGroup(entry) ? `${entry.label}: ${entry.items.map((item) => item.label).join(', ')}` : entry.label,
  );

describe('sideMenu: the menus the spec lists per role', () => {
  it('admin', () => {
    expect(outline(sideMenu('admin'))).toEqual([
      'Home',
      'Locations: Locations, Orders, Private Groups',
      'Support: Support, Events',
      'Modules',
      'Clients',
      'Users',
      'Message Templates',
      'Terms And Conditions',
      'Announcements',
      'Diagnostics',
    ]);
  });

  it('client', () => {
    expect(outline(sideMenu('client'))).toEqual(['Home', 'Client Info', 'Locations: Locations, Orders, Private Groups', 'Users']);
  });

  it('support sees only the Support group', () => {
    expect(outline(sideMenu('support'))).toEqual(['Support: Support, Events']);
  });

  it('links lead to the spec routes, each with its icon', () => {
    expect(links('admin')).toEqual([
      '/ home',
      '/locations locations',
      '/orders orders',
      '/user-groups groups',
      '/support support',
      '/events events',
      '/modules modules',
      '/clients clients',
      '/users users',
      '/message-templates templates',
      '/terms-and-conditions terms',
      '/announcements announcements',
      '/diagnostic diagnostics',
    ]);
    expect(links('client')).toEqual([
      '/ home',
      '/client-info client-info',
      '/locations locations',
      '/orders orders',
      '/user-groups groups',
      '/users users',
    ]);
    expect(links('support')).toEqual(['/support support', '/events events']);
  });
});

describe('currentMenuLink', () => {
  const admin = sideMenu('admin');
  it('finds the link a page lies under, the longest match first', () => {
    expect(currentMenuLink(admin, '/locations')?.label).toBe('Locations');
    expect(currentMenuLink(admin, '/locations/12/doors')?.label).toBe('Locations');
    expect(currentMenuLink(admin, '/orders/3/show')?.label).toBe('Orders');
  });
  it('matches Home only at the root, and whole path segments only', () => {
    expect(currentMenuLink(admin, '/')?.label).toBe('Home');
    expect(currentMenuLink(admin, '/settings')).toBeUndefined();
    expect(currentMenuLink(admin, '/locationsx')).toBeUndefined();
    // Home's href followed by a slash is `//`.
    expect(currentMenuLink(admin, '//orders')).toBeUndefined();
  });
  it('prefers the deeper of two links a page lies under, in either order', () => {
    const locations: MenuLink = { label: 'Locations', href: '/locations', icon: 'locations' };
    const map: MenuLink = { label: 'Map', href: '/locations/map', icon: 'locations' };
    expect(currentMenuLink([locations, map], '/locations/map/3')?.label).toBe('Map');
    expect(currentMenuLink([{ label: 'Locations', items: [map, locations] }], '/locations/map')?.label).toBe('Map');
    expect(currentMenuLink([map, locations], '/locations/3')?.label).toBe('Locations');
  });
});
