import type { FastifyInstance } from 'fastify';
import type { Location } from '@velo/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { request, signIn } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';

// Every statement the app sends to the database, as drizzle hands it to the driver.
const statements: string[] = [];
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase({ logger: { logQuery: (query) => void statements.push(query) } });
  app = await buildApp({ db: database.db, config: testConfig(), logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The statements one list call costs, and its answer. */
async function listCall(accessToken: string, body: Record<string, unknown>) {
  statements.length = 0;
  const answer = await request<{ items: Location[]; totalCount: number }>(app, {
    method: 'POST',
    url: '/api/services/app/Location/GetList',
    token: accessToken,
    body,
  });
  expect(answer.status).toBe(200);
  return { answer: answer.result, statements: [...statements] };
}

const searches = {
  'the first page': {},
  'a filtered, sorted page': {
    sorting: 'Name DESC',
    filterRule: {
      condition: 'and',
      filterRules: [
        { field: 'Name', operator: 'contains', value: 'sykkel' },
        { field: 'Doors.LocalAccessKey', operator: 'is_not_null' },
      ],
    },
  },
  'a page past the end': { skipCount: 1000 },
};

describe('Location/GetList round trips', () => {
  it('reads the session and then the page with its total, doors, pricing and groups: two statements', async () => {
    const { accessToken } = await signIn(app, 'admin');
    const first = await listCall(accessToken, {});
    expect(first.statements).toHaveLength(2);
    expect(first.answer.totalCount).toBe(25);
    expect(first.answer.items.every((location) => location.doors.length > 0)).toBe(true);
    expect(first.answer.items.some((location) => location.locationPricing !== null)).toBe(true);
    expect(first.answer.items.some((location) => location.userGroupsIds.length > 0)).toBe(true);
  });

  it.each(Object.entries(searches))('answers %s in one statement while the session is cached', async (_, body) => {
    const { accessToken } = await signIn(app, 'client');
    await listCall(accessToken, {});
    const { answer, statements: sent } = await listCall(accessToken, body);
    expect(sent).toHaveLength(1);
    expect(answer.totalCount).toBeGreaterThan(0);
  });
});

describe('Location/Get round trips', () => {
  it('reads one location with its doors and pricing in one statement while the session is cached', async () => {
    const { accessToken } = await signIn(app, 'client');
    const { answer } = await listCall(accessToken, { maxResultCount: 1 });
    const id = answer.items[0]!.id;
    statements.length = 0;
    const one = await request<Location>(app, {
      method: 'GET',
      url: `/api/services/app/Location/Get?Id=${id}`,
      token: accessToken,
    });
    expect(one.status).toBe(200);
    expect(one.result).toEqual(answer.items[0]);
    expect(statements).toHaveLength(1);
  });
});
