import { beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const staff = ['admin', 'client', 'client-read', 'support'];

beforeAll(async () => {
  for (const userName of staff) tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const countries = (query = '', userName: string | null = 'admin') =>
  request(t.app, {
    method: 'GET',
    url: `/api/services/app/Country/GetAll${query}`,
    ...(userName ? { token: tokens[userName] } : {}),
  });
const languages = (userName: string | null) =>
  request(t.app, {
    method: 'GET',
    url: '/api/services/app/Language/GetLanguages',
    ...(userName ? { token: tokens[userName] } : {}),
  });

describe('Country/GetAll', () => {
  it('answers every country by id to any signed-in staff', async () => {
    for (const userName of staff) {
      const answer = await countries('', userName);
      expect(answer.status, userName).toBe(200);
      expect(answer.result).toEqual({
        items: [
          { id: 1, name: 'Norway' },
          { id: 2, name: 'Sweden' },
          { id: 3, name: 'Finland' },
          { id: 4, name: 'Denmark' },
        ],
        totalCount: 4,
      });
    }
  });

  it('pages with skipCount and maxResultCount, whatever their case', async () => {
    expect((await countries('?SkipCount=1&MaxResultCount=2')).result).toEqual({
      items: [
        { id: 2, name: 'Sweden' },
        { id: 3, name: 'Finland' },
      ],
      totalCount: 4,
    });
  });

  it('refuses more than 100 a page and other parameters with 400, an anonymous caller with 401', async () => {
    for (const query of ['?maxResultCount=101', '?skipCount=-1', '?sorting=name']) {
      const answer = await countries(query);
      expect(answer.status, query).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
    }
    expect((await countries('', null)).status).toBe(401);
  });
});

describe('Language/GetLanguages', () => {
  it('answers the languages by id to any signed-in staff, and 401 to an anonymous caller', async () => {
    for (const userName of staff) {
      const answer = await languages(userName);
      expect(answer.status, userName).toBe(200);
      expect(answer.result).toEqual([
        { id: 1, name: 'en', displayName: 'English' },
        { id: 2, name: 'nb', displayName: 'Norsk' },
      ]);
    }
    expect((await languages(null)).status).toBe(401);
  });
});
