import { describe, expect, test } from 'vitest';
import type { Permission } from '@velo/domain';
import { canOpen, type Screen } from './canOpen.ts';

const screens: Screen[] = [
  { path: 'orders', needs: ['list', 'order'] },
  { path: 'orders/:id/show/*', needs: ['view', 'order'] },
  {
    path: 'users/*',
    screens: [
      { path: '', needs: ['list', 'user'] },
      { path: ':id/*', needs: ['view', 'user'] },
    ],
  },
  { path: 'settings' },
];

const mayOnly =
  (...allowed: Permission[]) =>
  ([action, subject]: Permission) =>
    allowed.some(([allowedAction, allowedSubject]) => action === allowedAction && subject === allowedSubject);

describe('canOpen', () => {
  test("opens a page whose screen's needs the user has, by its address or its pattern", () => {
    const support = mayOnly(['list', 'order'], ['view', 'order']);
    expect(canOpen(screens, support, '/orders/5/show')).toBe(true);
    expect(canOpen(screens, support, '/orders/:id/show')).toBe(true);
    expect(canOpen(screens, support, '/orders?showAll=1')).toBe(true);
  });

  test('refuses a page whose screen needs what the user lacks, as its gate would', () => {
    const client = mayOnly(['list', 'order'], ['list', 'user'], ['view', 'user']);
    expect(canOpen(screens, client, '/orders')).toBe(true);
    expect(canOpen(screens, client, '/orders/:id/show')).toBe(false);
  });

  test("follows a section's screens below its address", () => {
    const listsUsers = mayOnly(['list', 'user']);
    expect(canOpen(screens, listsUsers, '/users')).toBe(true);
    expect(canOpen(screens, listsUsers, '/users/:id')).toBe(false);
    expect(canOpen(screens, mayOnly(['view', 'user']), '/users/7/orders')).toBe(true);
  });

  test('opens a screen that needs nothing, and refuses an address of no screen', () => {
    expect(canOpen(screens, mayOnly(), '/settings')).toBe(true);
    expect(canOpen(screens, mayOnly(), '/nowhere')).toBe(false);
  });
});
