import { describe, expect, it } from 'vitest';
import { currentMenuLink, isMenuGroup, sideMenu, type MenuEntry } from './menu.ts';

/** The menu as labels: groups become `Group: A, B`. */
const outline = (entries: MenuEntry[]) =>
  entries.map((entry) => (isMenuGroup(entry) ? `${entry.label}: ${entry.items.map((item) => item.label).join(', ')}` : entry.label));

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

  it('links lead to the spec routes', () => {
    const hrefs = sideMenu('admin').flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry])).map((link) => link.href);
    expect(hrefs).toEqual([
      '/', '/locations', '/orders', '/user-groups', '/support', '/events', '/modules', '/clients', '/users',
      '/message-templates', '/terms-and-conditions', '/announcements', '/diagnostic',
    ]);
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
  });
});
