import { describe, expect, it } from 'vitest';
import type { User } from '@velo/api-client';
import { clientItems, locationItems, userItem, userSearchPageSize, userSearchRequest } from './pickerItems.ts';

const locations = [
  { id: 1, name: 'Aker Brygge', clientId: 10 },
  { id: 2, name: 'Bryggen', clientId: 20 },
  { id: 3, name: 'Storo', clientId: null },
];

describe('locationItems', () => {
  it('lists every location without a client', () => {
    expect(locationItems(locations, undefined).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(locationItems(locations, null).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("lists a client's locations only when one is given", () => {
    expect(locationItems(locations, 20)).toEqual([{ id: 2, name: 'Bryggen' }]);
    expect(locationItems(locations, 30)).toEqual([]);
  });
});

describe('clientItems', () => {
  it("shows a client's organisation e-mail under its name, when it has one", () => {
    const common = { accountNumber: null, contactInformation: null };
    expect(
      clientItems([
        { id: 1, name: 'Oslo Kommune', organizationEmail: 'post@oslo.kommune.no', ...common },
        { id: 2, name: 'Bergen', organizationEmail: null, ...common },
      ]),
    ).toEqual([
      { id: 1, name: 'Oslo Kommune', description: 'post@oslo.kommune.no' },
      { id: 2, name: 'Bergen', description: undefined },
    ]);
  });
});

describe('userSearchRequest', () => {
  it('asks for the newest end users, or staff, when nothing is typed', () => {
    expect(userSearchRequest('  ', false)).toEqual({
      skipCount: 0,
      maxResultCount: userSearchPageSize,
      filterRule: { condition: 'and', filterRules: [{ field: 'IsAdmin', operator: 'equal', value: false }] },
    });
    expect(userSearchRequest('', true).filterRule?.filterRules).toEqual([{ field: 'IsAdmin', operator: 'equal', value: true }]);
  });

  it('searches the typed text, trimmed, over names, user name and e-mail address', () => {
    expect(userSearchRequest(' kari@ ', false).filterRule?.filterRules).toEqual([
      { field: 'IsAdmin', operator: 'equal', value: false },
      { field: 'Search', operator: 'contains', value: 'kari@' },
    ]);
  });
});

describe('userItem', () => {
  const user = {
    id: 7,
    name: 'Kari',
    middlename: 'Eline',
    surname: 'Nordmann',
    userName: 'kari',
    emailAddress: 'kari@example.com',
  };

  it('names a user in full, the e-mail address under the name', () => {
    expect(userItem(user as User)).toEqual({ id: 7, name: 'Kari Eline Nordmann', description: 'kari@example.com' });
  });

  it('shows the user name when there is no e-mail address', () => {
    expect(userItem({ ...user, emailAddress: null } as User).description).toBe('kari');
  });
});
