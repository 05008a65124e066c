import { sql } from 'drizzle-orm';
import type { FilterRule } from '@velo/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { listPageStatement, type ListPageRequest } from '../lists/listPage.ts';
import { seedBulkLocations } from '../seed/bulkLocations.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { locationListSource } from './locationList.ts';
import { locationListFieldSet } from './locationListFields.ts';

// Enough locations that reading them all costs the planner far more than an index does.
const locationCount = 20_000;

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedBulkLocations(database.db, { count: locationCount, doorsPerLocation: 1 });
}, 180_000);
afterAll(() => database?.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The plan of Location/GetList's statement for an admin (no tenancy scope) and this request, as EXPLAIN writes it. */
async function planOf(request: Partial<ListPageRequest>): Promise<{ Plan: PlanNode; JIT?: unknown }> {
  const { db } = database;
  const statement = listPageStatement(locationListSource, {
    scope: undefined,
    fields: locationListFieldSet(db),
    request: { skipCount: 0, maxResultCount: 10, ...request },
  });
  const answer = (await db.execute(sql`explain (format json) ${statement}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': unknown }>;
  };
  const explained = answer.rows[0]!['QUERY PLAN'];
  return (typeof explained === 'string' ? JSON.parse(explained) : explained)[0];
}

/** The indexes the plan of Location/GetList's statement reads, for an admin (no tenancy scope) and this request. */
async function indexesRead(request: Partial<ListPageRequest>): Promise<string[]> {
  const { Plan } = await planOf(request);
  const names: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Index Name']) names.push(node['Index Name']);
    node.Plans?.forEach(visit);
  };
  visit(Plan);
  return names;
}

const nameContains = (value: string): FilterRule => ({
  condition: 'and',
  filterRules: [{ field: 'Name', operator: 'contains', value }],
});

describe(`Location/GetList's query over ${locationCount} locations`, () => {
  it('finds the names that contain a text through the trigram index, for the page and its total', async () => {
    const indexes = await indexesRead({ filterRule: nameContains('Bryggen Sykkelskap 12') });
    expect(indexes.filter((name) => name === 'locations_name_trigram')).toHaveLength(2);
  });

  it('finds the names that begin with a text through the trigram index too', async () => {
    const beginsWith: FilterRule = {
      condition: 'and',
      filterRules: [{ field: 'Name', operator: 'begins_with', value: 'Markens Sykkelskap 19' }],
    };
    expect(await indexesRead({ filterRule: beginsWith })).toContain('locations_name_trigram');
  });

  it('reads a page sorted by name through the name index, either way', async () => {
    expect(await indexesRead({ sorting: 'Name' })).toContain('locations_name');
    expect(await indexesRead({ sorting: 'Name DESC', skipCount: 500 })).toContain('locations_name');
  });

  // PostgreSQL compiles a statement it estimates as costly enough; for the widest filters that
  // compiling took 15 to 25 seconds, far longer than running the statement.
  it('plans the widest filter the limits allow without compiling it', async () => {
    const widest: FilterRule = {
      condition: 'or',
      filterRules: Array.from({ length: 200 }, (_, index) => ({
        field: 'Doors.LocalAccessKey',
        operator: 'contains',
        value: `key ${index}`,
      })),
    };
    const plan = await planOf({ filterRule: widest });
    expect(plan.Plan['Node Type']).toBeTruthy();
    expect(plan.JIT).toBeUndefined();
  });
});
