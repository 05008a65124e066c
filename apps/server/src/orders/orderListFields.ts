import { inArray, sql } from 'drizzle-orm';
import { getOrderList } from '@velo/api-client/contract';
import { unfinishedOrderStatuses } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { doors, orders } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';

/** What `Order/GetList` may filter and sort by: the contract's fields, each on its column. */
export function orderListFieldSet(db: Db) {
  return listFieldSet(getOrderList.list, {
    Id: { column: orders.id },
    // The location of the order's door: its doors' ids are read once, and the orders found by their door's index.
    LocationId: {
      column: doors.locationId,
      around: (comparison) => sql`${orders.doorId} = any(array(${db.select({ id: doors.id }).from(doors).where(comparison)}))`,
    },
    Status: { column: orders.status },
    PaymentStatus: { column: orders.paymentStatus },
    InvoiceName: { column: orders.invoiceName },
    CreationTime: { column: orders.creationTime },
    UserId: { column: orders.userId },
    ShowAll: { condition: (showAll) => (showAll ? sql`true` : inArray(orders.status, [...unfinishedOrderStatuses])) },
  });
}
