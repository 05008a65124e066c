// Order/GetList's suite, as the orders page calls it (apps/console/src/pages/OrdersPage.tsx): 30 a page,
// newest first, Show all off (orders in progress) and on, by location, sorted by invoice name, deep.
import { sql } from 'drizzle-orm';
import { unfinishedOrdersRule, type FilterRule } from '@velo/api-client/contract';
import { systemClock } from '../src/clock.ts';
import { seedBulkOrders } from '../src/seed/bulkOrders.ts';
import type { BenchRequest, Suite } from './harness.ts';

const listCall = (body: object): BenchRequest => ({ path: '/api/services/app/Order/GetList', body });
const page = (filterRule: FilterRule | null, more: object = {}) =>
  listCall({ sorting: 'CreationTime DESC', skipCount: 0, maxResultCount: 30, filterRule, ...more });

/** `count` orders with their payments added to the demo seed by the generator (seed/bulkOrders.ts). */
export const orderSuite = (count: number): Suite => ({
  name: 'orders',
  async seed(db) {
    const written = await seedBulkOrders(db, { count, now: systemClock() });
    return `${written.orders} orders and ${written.payments} payments seeded`;
  },
  async requests(db) {
    // The location with the most doors, so the most orders: its count reaches the cap.
    const { rows } = (await db.execute(
      sql`select location_id as "locationId" from doors group by location_id order by count(*) desc, location_id limit 1`,
    )) as unknown as { rows: Array<{ locationId: number }> };
    const atLocation = { field: 'LocationId', operator: 'equal', value: rows[0]!.locationId } as const;
    return {
      'first page, in progress': page({ condition: 'and', filterRules: [unfinishedOrdersRule] }),
      'first page, all': page(null),
      'a location, all': page({ condition: 'and', filterRules: [atLocation] }),
      'a location, in progress': page({ condition: 'and', filterRules: [unfinishedOrdersRule, atLocation] }),
      'all by invoice name': page(null, { sorting: 'InvoiceName ASC' }),
      'all, skip 30,000': page(null, { skipCount: 30_000 }),
    };
  },
});
