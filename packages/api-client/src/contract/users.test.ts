import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleUser } from '../testing/samples.ts';
import {
  createUser,
  deleteUser,
  getUser,
  getUserList,
  sendSmsMessage,
  suspendUser,
  updateUser,
  userListFields,
} from './users.ts';
import { getUserById } from './user.ts';

describe('getUserById', () => {
  it('takes a positive id, also as a query string', () => {
    expect(issuePaths(getUserById.query, { id: 5 })).toEqual([]);
    expect(issuePaths(getUserById.query, { id: '5' })).toEqual([]);
    expect(issuePaths(getUserById.query, { id: 0 })).toEqual(['id']);
  });

  it('answers a user', () => {
    expect(issuePaths(getUserById.result, sampleUser)).toEqual([]);
    expect(issuePaths(getUserById.result, { ...sampleUser, client: { id: 2, name: 'Oslo' }, clientId: 2 })).toEqual([]);
    expect(issuePaths(getUserById.result, { ...sampleUser, client: { id: 2 }, clientId: 2 })).toEqual(['client.name']);
    expect(issuePaths(getUserById.result, { ...sampleUser, accessLevel: 3 })).toEqual(['accessLevel']);
    expect(issuePaths(getUserById.result, { ...sampleUser, creationTime: '2024-05-01 08:00' })).toEqual(['creationTime']);
    expect(issuePaths(getUser.result, { ...sampleUser, concurrencyStamp: undefined })).toEqual(['concurrencyStamp']);
  });
});

describe('the users list', () => {
  it('is a generic list, searched by one text field', () => {
    expect(
      getUserList.body!.parse({
        filterRule: { condition: 'and', filterRules: [{ field: 'Search', operator: 'contains', value: 'kari' }] },
      }),
    ).toMatchObject({ skipCount: 0, maxResultCount: 10 });
    expect(userListFields).toMatchObject({ IsAdmin: 'boolean', ClientId: 'integer', Search: 'text', CreationTime: 'dateTime' });
  });
});

const newUser = {
  userName: 'ola.support',
  emailAddress: 'ola@velo.no',
  password: 'Sykkel2025!',
  name: 'Ola',
  surname: 'Nordmann',
};

describe('createUser', () => {
  it('needs a user name, names, an e-mail address and a password under the rule', () => {
    expect(issuePaths(createUser.body, newUser)).toEqual([]);
    expect(issuePaths(createUser.body, {})).toEqual(['userName', 'emailAddress', 'password', 'name', 'surname']);
    expect(issuePaths(createUser.body, { ...newUser, userName: '  ', name: '' })).toEqual(['userName', 'name']);
  });

  it('trims the texts it keeps', () => {
    expect(createUser.body!.parse({ ...newUser, name: '  Ola ', emailAddress: ' ola@velo.no ' })).toMatchObject({
      name: 'Ola',
      emailAddress: 'ola@velo.no',
    });
  });

  it('says what the e-mail address and the password lack', () => {
    const parsed = createUser.body!.safeParse({ ...newUser, emailAddress: 'not-an-address', password: 'short' });
    expect(parsed.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['emailAddress', 'Please enter a valid email address'],
      [
        'password',
        'The password must be at least 8 characters long; it needs an upper-case and a lower-case letter; it needs a digit or one of . # $ ! * @ &.',
      ],
    ]);
  });

  it('takes the roles Administrator and Support, the known languages and access levels only', () => {
    expect(
      issuePaths(createUser.body, { ...newUser, roleId: 4, languageId: 2, accessLevel: 0, clientId: 3, isAdmin: true }),
    ).toEqual([]);
    expect(issuePaths(createUser.body, { ...newUser, roleId: 2, languageId: 3, accessLevel: 3 })).toEqual([
      'languageId',
      'roleId',
      'accessLevel',
    ]);
    expect(issuePaths(createUser.body, { ...newUser, debug: true })).toEqual(['']);
  });
});

describe('updateUser', () => {
  it('needs the id and names; the rest may be left out, the password and e-mail address cleared', () => {
    expect(issuePaths(updateUser.body, { id: 5, name: 'Ola', surname: 'Nordmann' })).toEqual([]);
    expect(issuePaths(updateUser.body, { id: 5, name: 'Ola', surname: 'Nordmann', password: null, emailAddress: null })).toEqual(
      [],
    );
    expect(issuePaths(updateUser.body, { name: 'Ola', surname: 'Nordmann', userName: 'renamed' })).toEqual(['id', '']);
    expect(issuePaths(updateUser.body, { id: 5, name: 'Ola', surname: 'Nordmann', password: 'abc' })).toEqual(['password']);
  });
});

describe('the user actions', () => {
  it('delete by id', () => {
    expect(issuePaths(deleteUser.query, { id: '12' })).toEqual([]);
    expect(issuePaths(deleteUser.query, {})).toEqual(['id']);
  });

  it('suspend with an optional reason', () => {
    expect(issuePaths(suspendUser.body, { userId: 3, suspension: true, message: 'Unpaid orders' })).toEqual([]);
    expect(issuePaths(suspendUser.body, { userId: 3, suspension: false })).toEqual([]);
    expect(issuePaths(suspendUser.body, { userId: 3, suspension: 'yes', message: 'x'.repeat(501) })).toEqual([
      'suspension',
      'message',
    ]);
  });

  it('send an SMS only with a message', () => {
    expect(issuePaths(sendSmsMessage.body, { userId: 3, message: 'Your locker is ready' })).toEqual([]);
    expect(issuePaths(sendSmsMessage.body, { userId: 3, message: '   ' })).toEqual(['message']);
    expect(sendSmsMessage.path).toBe('/api/services/app/USer/SendSMSMessage');
  });
});
