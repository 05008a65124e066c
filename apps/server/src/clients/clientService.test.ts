import { beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

function clients(userName: string, query = '') {
  return request(t.app, { method: 'GET', url: `/api/services/app/Client/GetAll${query}`, token: tokens[userName] });
}

describe('Client/GetAll', () => {
  it('gives an admin every client, paged', async () => {
    const everything = await clients('admin');
    expect(everything.status).toBe(200);
    expect(everything.result.totalCount).toBe(3);
    expect(everything.result.items.map((client: { name: string }) => client.name)).toEqual([
      'Midtnorsk Mobilitet AS',
      'Nordlys Parkering AS',
      'Vestland Sykkeldrift AS',
    ]);

    const secondPage = await clients('admin', '?skipCount=2&maxResultCount=2');
    expect(secondPage.result).toEqual({ items: [expect.objectContaining({ name: 'Vestland Sykkeldrift AS' })], totalCount: 3 });
  });

  it('gives a client administrator its own client only', async () => {
    const answer = await clients('client');
    expect(answer.result).toEqual({
      items: [
        {
          id: 1,
          name: 'Nordlys Parkering AS',
          accountNumber: expect.any(String),
          organizationEmail: 'post@nordlysparkering.no',
          contactInformation: expect.any(String),
        },
      ],
      totalCount: 1,
    });
  });

  it('refuses support staff with 403', async () => {
    const answer = await clients('support');
    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('Auth.Forbidden');
  });

  it('gives a client administrator with read access its own client too', async () => {
    const answer = await clients('client-read');
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      items: [expect.objectContaining({ id: 2, name: 'Vestland Sykkeldrift AS' })],
      totalCount: 1,
    });
  });

  it('counts all clients on a page past the end', async () => {
    const answer = await clients('admin', '?skipCount=10&maxResultCount=5');
    expect(answer.result).toEqual({ items: [], totalCount: 3 });
  });

  it('refuses bad paging as bad input', async () => {
    const answer = await clients('admin', '?maxResultCount=lots');
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['maxResultCount']);
  });
});
