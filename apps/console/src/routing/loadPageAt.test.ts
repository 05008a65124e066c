import { describe, expect, test } from 'vitest';
import type { Permission } from '@velo/domain';
import { loadPageAt, type LoadableRoute, type PageDataContext } from './loadPageAt.ts';

/** A route table whose pages record what was loaded and whose data was fetched ahead, and with which query. */
function routesRecording() {
  const loaded: string[] = [];
  const fetched: string[] = [];
  const route = (name: string, path: string, needs?: Permission, subpages?: LoadableRoute[]): LoadableRoute => ({
    path,
    needs,
    page: {
      load: async () => {
        loaded.push(name);
        return { default: name, subpages, fetchDataAhead: ({ query }: PageDataContext) => fetched.push(`${name}?${query}`) };
      },
    },
  });
  const users = [route('users list', '', ['list', 'user']), route('user', ':id/*', ['view', 'user'])];
  const routes = [route('locations', 'locations', ['list', 'location']), route('users section', 'users/*', undefined, users)];
  return { routes, loaded, fetched };
}

const mayOnly =
  (...allowed: Permission[]) =>
  ([action, subject]: Permission) =>
    allowed.some(([allowedAction, allowedSubject]) => action === allowedAction && subject === allowedSubject);

describe('loadPageAt', () => {
  test('before anyone is known it fetches the code only', async () => {
    const { routes, loaded, fetched } = routesRecording();
    await loadPageAt(routes, '/users/7');
    expect(loaded).toEqual(['users section', 'user']);
    expect(fetched).toEqual([]);
  });

  test("signed in, it also starts the calls of the page and its section's page, with the address's query", async () => {
    const { routes, fetched } = routesRecording();
    const query = new URLSearchParams('showAll=1');
    await loadPageAt(routes, '/users', { can: mayOnly(['list', 'user']), query });
    expect(fetched).toEqual(['users section?showAll=1', 'users list?showAll=1']);
  });

  test('no calls for a page the user may not see: it shows the access-denied view', async () => {
    const { routes, loaded, fetched } = routesRecording();
    await loadPageAt(routes, '/locations', { can: mayOnly(['list', 'user']), query: new URLSearchParams() });
    expect(loaded).toEqual(['locations']);
    expect(fetched).toEqual([]);
  });
});
