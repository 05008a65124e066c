import { describe, expect, test } from 'vitest';
import { routeAt } from './routeAt.ts';

const routes = [{ path: undefined }, { path: 'users/*' }, { path: 'orders' }, { path: '*' }];

describe('routeAt', () => {
  test('finds the entry for an address, in the order of the table', () => {
    expect(routeAt(routes, '/')?.route).toBe(routes[0]);
    expect(routeAt(routes, '/orders')?.route).toBe(routes[2]);
    expect(routeAt(routes, '/nowhere')?.route).toBe(routes[3]);
  });

  test("leaves the rest of a section's address to the section", () => {
    expect(routeAt(routes, '/users/12/roles')).toEqual({ route: routes[1], rest: '/12/roles' });
    expect(routeAt(routes, '/users')).toEqual({ route: routes[1], rest: '/' });
    expect(routeAt(routes, '/orders')?.rest).toBe('/');
  });

  test('finds nothing where no entry matches', () => {
    expect(routeAt([{ path: 'orders' }], '/users')).toBeUndefined();
  });
});
