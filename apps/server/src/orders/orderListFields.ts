import { and, eq } from 'drizzle-orm';
import { orderListFields } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { doors, orders } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { relatedRowExists } from '../lists/relatedRows.ts';

/** What `Order/GetList` may filter and sort by: the contract's fields, each on its column. */
export function orderListFieldSet(db: Db) {
  return listFieldSet(orderListFields, {
    Id: { column: orders.id },
    // The location of the order's door, looked up by the door's key.
    LocationId: {
      column: doors.locationId,
      around: (comparison) =>
        relatedRowExists(
          db
            .select({ id: doors.id })
            .from(doors)
            .where(and(eq(doors.id, orders.doorId), comparison)),
        ),
    },
    Status: { column: orders.status },
    PaymentStatus: { column: orders.paymentStatus },
    InvoiceName: { column: orders.invoiceName },
    CreationTime: { column: orders.creationTime },
    UserId: { column: orders.userId },
  });
}
