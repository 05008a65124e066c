import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleClient } from '../testing/samples.ts';
import { createClient, createClientAdministrator, getAllClients, updateClient } from './clients.ts';

describe('getAllClients', () => {
  it('asks for 1000 clients by default and allows up to 2000 (the locations filter)', () => {
    expect(getAllClients.query?.parse({})).toEqual({ skipCount: 0, maxResultCount: 1000 });
    expect(issuePaths(getAllClients.query, { maxResultCount: '2000' })).toEqual([]);
    expect(issuePaths(getAllClients.query, { maxResultCount: '2001' })).toEqual(['maxResultCount']);
  });

  it('skips any number of clients but not a negative one', () => {
    expect(issuePaths(getAllClients.query, { skipCount: '20' })).toEqual([]);
    expect(issuePaths(getAllClients.query, { skipCount: '-1' })).toEqual(['skipCount']);
  });

  it('answers a page of clients', () => {
    expect(issuePaths(getAllClients.result, { items: [sampleClient], totalCount: 1 })).toEqual([]);
    expect(issuePaths(getAllClients.result, { items: [{ ...sampleClient, id: 0 }], totalCount: 1 })).toEqual(['items.0.id']);
  });
});

describe('createClient and updateClient', () => {
  it('needs a name and an organisation e-mail to create', () => {
    expect(issuePaths(createClient.body, { name: 'Velo AS', organizationEmail: 'post@velo.no' })).toEqual([]);
    expect(issuePaths(createClient.body, { name: ' ', organizationEmail: 'post@velo' })).toEqual(['name', 'organizationEmail']);
    expect(issuePaths(createClient.body, { name: 'Velo AS' })).toEqual(['organizationEmail']);
  });

  it('needs the name and contact information to update, and an e-mail sent must be one', () => {
    const edit = { id: 2, name: 'Velo AS', contactInformation: 'Oslo' };
    expect(issuePaths(updateClient.body, edit)).toEqual([]);
    expect(issuePaths(updateClient.body, { ...edit, contactInformation: '' })).toEqual(['contactInformation']);
    expect(issuePaths(updateClient.body, { ...edit, organizationEmail: 'nobody' })).toEqual(['organizationEmail']);
  });
});

describe('createClientAdministrator', () => {
  const administrator = {
    clientId: 1,
    userName: 'kari',
    emailAddress: 'kari@velo.no',
    name: 'Kari',
    surname: 'Nordmann',
    password: 'Sykkel#2025',
    repeatPassword: 'Sykkel#2025',
  };

  it('takes a password that follows the rule, repeated', () => {
    expect(issuePaths(createClientAdministrator.body, administrator)).toEqual([]);
  });

  it('names what the password lacks', () => {
    const parsed = createClientAdministrator.body?.safeParse({ ...administrator, password: 'short', repeatPassword: 'short' });
    expect(parsed?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'password',
        'The password must be at least 8 characters long; it needs an upper-case and a lower-case letter; it needs a digit or one of . # $ ! * @ &.',
      ],
    ]);
  });

  it('refuses a repeat that differs, and required fields left empty', () => {
    const parsed = createClientAdministrator.body?.safeParse({ ...administrator, repeatPassword: 'Sykkel#2026' });
    expect(parsed?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['repeatPassword', 'New & confirm passwords do not match'],
    ]);
    expect(
      issuePaths(createClientAdministrator.body, { ...administrator, userName: '', surname: ' ', emailAddress: 'x' }),
    ).toEqual(['userName', 'emailAddress', 'surname']);
  });
});
