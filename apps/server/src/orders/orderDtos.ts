import { desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { NamedRef, Order, Payment } from '@velo/api-client/contract';
import { jsonObject } from '../db/jsonRows.ts';
import { doors, locations, orders, payments, users } from '../db/schema/index.ts';
import { listSource, type ListItem } from '../lists/listPage.ts';

const paymentJson = jsonObject(getTableColumns(payments));
const referencesJson = sql`json_build_object(
  'user', ${jsonObject({ id: users.id, name: users.name, surname: users.surname, userName: users.userName })},
  'door', ${jsonObject({ id: doors.id, name: doors.name })},
  'location', ${jsonObject({ id: locations.id, name: locations.name })})`;

interface OrderReferences {
  user: Order['user'];
  door: NamedRef;
  location: NamedRef;
}

// The driver has parsed the JSON; its objects have the answer's keys and values (db/jsonRows.ts).
const asRead = <Value>(json: unknown) => json as Value;

/** An order's user, door and location by name, and its payments by id, read in the order's statement in the answer's shape. */
const referencesAndPayments = (orderId: SQL) => ({
  references: {
    sql: sql`(select ${referencesJson} from ${orders}
      join ${users} on ${users.id} = ${orders.userId}
      join ${doors} on ${doors.id} = ${orders.doorId}
      join ${locations} on ${locations.id} = ${doors.locationId}
      where ${orders.id} = ${orderId})`,
    decode: asRead<OrderReferences>,
  },
  payments: {
    sql: sql`(select coalesce(json_agg(${paymentJson} order by ${payments.id}), '[]') from ${payments}
      where ${payments.orderId} = ${orderId})`,
    decode: asRead<Payment[]>,
  },
});

/** What `Order/GetList`, `Order/GetById` and the order calls' answers read: whole orders, newest first unless sorted otherwise. */
export const orderListSource = listSource({
  from: orders,
  select: getTableColumns(orders),
  id: orders.id,
  defaultOrder: [desc(orders.creationTime), desc(orders.id)],
  forEachItem: referencesAndPayments,
});

type OrderItem = ListItem<ReturnType<typeof getTableColumns<typeof orders>>, ReturnType<typeof referencesAndPayments>>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An order in the contract's shape. */
export const orderDto = ({
  references,
  payments: orderPayments,
  creationTime,
  usedFrom,
  usedTo,
  ...order
}: OrderItem): Order => ({
  ...order,
  ...references,
  creationTime: creationTime.toISOString(),
  usedFrom: iso(usedFrom),
  usedTo: iso(usedTo),
  payments: orderPayments,
});

export const noSuchOrder = 'There is no order with this id.';
export const noSuchPayment = 'There is no payment with this id.';
