import type { Db } from '../db/database.ts';
import { doors, locations, orders, payments } from '../db/schema/index.ts';
import { addUser } from '../testing/testUsers.ts';

type NewOrder = Omit<typeof orders.$inferInsert, 'userId' | 'doorId'>;

const at = (iso: string) => new Date(iso);

/**
 * A location of the first client and one of the second, a door at each, two end users, and orders
 * of every status at them: the first client's newest first, `paid` with two Paid payments.
 */
export async function insertOrderTestData(db: Db) {
  const [own, other] = await db
    .insert(locations)
    .values([
      { name: 'Order test location', clientId: 1 },
      { name: 'Other client order location', clientId: 2 },
    ])
    .returning({ id: locations.id });
  const [ownDoor, otherDoor] = await db
    .insert(doors)
    .values([
      { locationId: own!.id, name: 'O-01' },
      { locationId: other!.id, name: 'X-01' },
    ])
    .returning({ id: doors.id });
  const nora = await addUser(db, { name: 'Nora', surname: 'Hansen', userName: '4790000001' });
  const emil = await addUser(db, { name: 'Emil', surname: 'Berg', userName: '4790000002' });
  const order = async (userId: number, doorId: number, fields: NewOrder) => {
    const [made] = await db
      .insert(orders)
      .values({ userId, doorId, ...fields })
      .returning({ id: orders.id });
    return made!.id;
  };
  const paid = await order(nora.id, ownDoor!.id, {
    status: 1,
    paymentStatus: 1,
    creationTime: at('2026-03-05T10:00:00Z'),
    usedFrom: at('2026-03-05T10:05:00Z'),
    doorPrice: 50,
    doorPriceExVat: 40,
    doorPriceVat: 10,
    invoiceName: 'Nora Hansen',
    invoicePhone: '4790000001',
    invoiceEmail: 'nora@example.no',
    invoiceCountryId: 1,
  });
  const completed = await order(nora.id, ownDoor!.id, { status: 2, paymentStatus: 1, creationTime: at('2026-03-04T10:00:00Z') });
  const cancelled = await order(emil.id, ownDoor!.id, { status: 3, paymentStatus: 0, creationTime: at('2026-03-03T10:00:00Z') });
  const pending = await order(emil.id, ownDoor!.id, {
    status: 0,
    creationTime: at('2026-03-02T10:00:00Z'),
    invoiceName: 'Berg AS',
  });
  const waiting = await order(emil.id, ownDoor!.id, { status: 4, paymentStatus: 4, creationTime: at('2026-03-01T10:00:00Z') });
  const otherClients = await order(emil.id, otherDoor!.id, { status: 1, paymentStatus: 1 });
  const [firstPayment, secondPayment, notPaid, otherClientsPayment] = await db
    .insert(payments)
    .values([
      { orderId: paid, reference: 'PAY-A', status: 1, amount: 30, creationTime: at('2026-03-05T10:00:01Z') },
      { orderId: paid, reference: 'PAY-B', status: 1, amount: 20, creationTime: at('2026-03-05T11:00:00Z') },
      { orderId: cancelled, reference: 'PAY-C', status: 0, amount: 25 },
      { orderId: otherClients, reference: 'PAY-X', status: 1, amount: 25 },
    ])
    .returning({ id: payments.id });
  return {
    ownLocation: own!.id,
    otherLocation: other!.id,
    ownDoor: ownDoor!.id,
    nora,
    emil,
    orders: { paid, completed, cancelled, pending, waiting, otherClients },
    payments: {
      first: firstPayment!.id,
      second: secondPayment!.id,
      notPaid: notPaid!.id,
      otherClients: otherClientsPayment!.id,
    },
  };
}

/** An Ordered order at the door with a Paid payment of each amount; answers its id and its payments' ids. */
export async function insertPaidOrder(db: Db, userId: number, doorId: number, amounts: number[]) {
  const [made] = await db.insert(orders).values({ userId, doorId, status: 1, paymentStatus: 1 }).returning({ id: orders.id });
  const paid = await db
    .insert(payments)
    .values(amounts.map((amount, index) => ({ orderId: made!.id, reference: `PAY-${index}`, status: 1 as const, amount })))
    .returning({ id: payments.id });
  return { orderId: made!.id, paymentIds: paid.map((payment) => payment.id) };
}
