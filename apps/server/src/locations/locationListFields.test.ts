import { countDistinct, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterRuleLimits } from '@velo/domain';
import { doors } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await signIn(t.app, 'admin')).accessToken;
});

describe("Location/GetList by its doors' fields", () => {
  // Each rule is an EXISTS over the doors; planned as joins, a hundred of them took PostgreSQL minutes
  // and PGlite out of memory (a 500). Planned as subplans, PostgreSQL's JIT still compiles them for
  // seconds, hence the time allowed.
  it('takes as many rules on a door field as a filter may hold', async () => {
    const keyed = { field: 'Doors.LocalAccessKey', operator: 'is_not_null' };
    const filterRule = { condition: 'and', filterRules: Array(filterRuleLimits.rules).fill(keyed) };
    const answer = await request(t.app, {
      method: 'POST',
      url: '/api/services/app/Location/GetList',
      token,
      body: { filterRule, maxResultCount: 1 },
    });
    expect(answer.status).toBe(200);
    const [withKeyedDoors] = await t.db
      .select({ count: countDistinct(doors.locationId) })
      .from(doors)
      .where(isNotNull(doors.localAccessKey));
    expect(answer.result.totalCount).toBe(withKeyedDoors!.count);
  }, 60_000);
});
