import { describe, expect, it } from 'vitest';
import type { User } from '@velo/api-client';
import type { UserFormValues } from '@velo/design-system';
import { newUserBody, userFilterRule, userFormChoices, userUpdateBody } from './users.ts';

const admin = { role: 'admin', id: 1 } as const;
const client = { role: 'client', id: 4 } as const;

const values: UserFormValues = {
  userName: 'nina.holm',
  name: 'Nina',
  middlename: null,
  surname: 'Holm',
  emailAddress: 'nina@velo.no',
  phoneNumber: null,
  gender: 1,
  languageId: 2,
  roleId: 1,
  accessLevel: 1,
  fiatBalance: 40,
  password: null,
};

const user = {
  id: 9,
  isAdmin: true,
  clientId: 1,
  concurrencyStamp: 'stamp-1',
} as User;

describe('userFilterRule', () => {
  it('asks for the tab: staff on Administrators, end users on End users', () => {
    expect(userFilterRule({ endUsers: false, search: '' })).toEqual({
      condition: 'and',
      filterRules: [{ field: 'IsAdmin', operator: 'equal', value: true }],
    });
    expect(userFilterRule({ endUsers: true, search: '  ' })?.filterRules).toEqual([
      { field: 'IsAdmin', operator: 'equal', value: false },
    ]);
  });

  it('searches the trimmed text', () => {
    expect(userFilterRule({ endUsers: true, search: ' Kari ' })?.filterRules).toContainEqual({
      field: 'Search',
      operator: 'contains',
      value: 'Kari',
    });
  });
});

describe('userFormChoices', () => {
  it("offers an admin the role of staff without a client, a client administrator only others' access level", () => {
    expect(userFormChoices(admin, null, null)).toEqual({ showRole: true, showAccessLevel: true, mayChooseClient: true });
    expect(userFormChoices(admin, null, 2).showRole).toBe(false);
    expect(userFormChoices(admin, { id: 9, isAdmin: false }, null)).toMatchObject({ showRole: false, showAccessLevel: false });
    expect(userFormChoices(client, { id: 9, isAdmin: true }, 1)).toEqual({
      showRole: false,
      showAccessLevel: true,
      mayChooseClient: false,
    });
    expect(userFormChoices(client, { id: 4, isAdmin: true }, 1).showAccessLevel).toBe(false);
  });
});

describe('newUserBody', () => {
  it('makes staff of the chosen client, with the role only without one', () => {
    expect(newUserBody({ ...values, password: 'Sykkel2025!' }, null, admin)).toEqual({
      userName: 'nina.holm',
      name: 'Nina',
      middlename: null,
      surname: 'Holm',
      emailAddress: 'nina@velo.no',
      phoneNumber: null,
      gender: 1,
      languageId: 2,
      accessLevel: 1,
      password: 'Sykkel2025!',
      isAdmin: true,
      clientId: null,
      roleId: 1,
    });
    expect(newUserBody(values, 3, admin)).not.toHaveProperty('roleId');
  });
});

describe('userUpdateBody', () => {
  it("sends an admin's changes with the version read, the password only when one was typed", () => {
    const body = userUpdateBody(values, user, 2, admin);
    expect(body).toMatchObject({ id: 9, concurrencyStamp: 'stamp-1', clientId: 2, accessLevel: 1, name: 'Nina' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('fiatBalance');
    expect(userUpdateBody({ ...values, password: 'Fjord#2025x' }, user, 2, admin).password).toBe('Fjord#2025x');
    expect(userUpdateBody(values, { ...user, isAdmin: false }, null, admin).fiatBalance).toBe(40);
  });

  it("never sends a client administrator's client, role, balance or its own access level", () => {
    const other = userUpdateBody(values, user, 1, client);
    expect(other).not.toHaveProperty('clientId');
    expect(other).not.toHaveProperty('roleId');
    expect(other).not.toHaveProperty('fiatBalance');
    expect(other.accessLevel).toBe(1);
    expect(userUpdateBody(values, { ...user, id: 4 }, 1, client)).not.toHaveProperty('accessLevel');
  });
});
