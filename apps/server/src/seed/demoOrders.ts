import type { OrderStatus, PaymentStatus } from '@velo/domain';
import { addDays, addMinutes } from '../clock.ts';
import type { orders, payments } from '../db/schema/index.ts';
import type { Random } from './random.ts';

type NewOrder = typeof orders.$inferInsert;
type NewPayment = Omit<typeof payments.$inferInsert, 'orderId'>;

export interface DemoOrder {
  order: NewOrder;
  payments: NewPayment[];
}

export interface OrderingUser {
  id: number;
  name: string;
  surname: string;
  phoneNumber: string | null;
  emailAddress: string | null;
}

const vatRate = 0.25;
// Orders of the last days are still going on; older ones are over.
const daysInProgress = 3;

/** What became of an order and its payments: the order's payment status always follows its payments'. */
interface Outcome {
  status: OrderStatus;
  paymentStatus: PaymentStatus | null;
  /** Each payment's status, in the order they were made. */
  payments: PaymentStatus[];
}

function outcomeInProgress(random: Random): Outcome {
  const roll = random.next();
  if (roll < 0.15) return { status: 0, paymentStatus: null, payments: [] };
  if (roll < 0.25) return { status: 0, paymentStatus: 0, payments: [0] };
  if (roll < 0.4) return { status: 1, paymentStatus: 4, payments: [4] };
  if (roll < 0.85) return { status: 1, paymentStatus: 1, payments: [1] };
  return { status: 4, paymentStatus: 1, payments: [1] };
}

function outcomeOver(random: Random): Outcome {
  const roll = random.next();
  if (roll < 0.04) return { status: 3, paymentStatus: null, payments: [] };
  if (roll < 0.08) return { status: 3, paymentStatus: 0, payments: [0] };
  if (roll < 0.12) return { status: 3, paymentStatus: 2, payments: [2] };
  if (roll < 0.17) return { status: 2, paymentStatus: 2, payments: random.chance(0.3) ? [2, 2] : [2] };
  if (roll < 0.21) return { status: 2, paymentStatus: 3, payments: random.chance(0.5) ? [1, 2] : [2, 1] };
  return { status: 2, paymentStatus: 1, payments: random.chance(0.2) ? [1, 1] : [1] };
}

/** Splits an amount into parts that add up to it, in whole øre. */
function split(amount: number, parts: number): number[] {
  if (parts === 1) return [amount];
  const first = Math.round(amount * 60) / 100;
  return [first, Math.round((amount - first) * 100) / 100];
}

/** When orders are made: from a moment, within so many minutes of it (both ends included). */
export interface OrderPeriod {
  from: Date;
  minutes: number;
}

/** The year up to half an hour before `now`: the demo's orders. */
export const lastYear = (now: Date): OrderPeriod => ({ from: addDays(now, -365), minutes: 365 * 24 * 60 - 30 });

/**
 * Orders made in a period (by default the year up to `now`), oldest first: end users at the given
 * doors, each order's price with 25 % VAT, invoiced to its user (mostly in Norway). Those of the
 * last days before `now` are in progress (Pending, Ordered, Waiting for the device), the others
 * Completed or Cancelled; some are refunded, some partially. A large set is made a slice of the
 * period at a time (see bulkOrders.ts), each slice's orders oldest first.
 */
export function demoOrders(
  count: number,
  users: OrderingUser[],
  doorIds: number[],
  now: Date,
  random: Random,
  period: OrderPeriod = lastYear(now),
): DemoOrder[] {
  const times = Array.from({ length: count }, () => addMinutes(period.from, random.integer(0, period.minutes)));
  times.sort((a, b) => a.getTime() - b.getTime());
  return times.map((creationTime) => {
    const user = random.pick(users);
    const inProgress = creationTime.getTime() > addDays(now, -daysInProgress).getTime();
    const outcome = inProgress ? outcomeInProgress(random) : outcomeOver(random);
    const doorPrice = random.amount(15, 150);
    const doorPriceExVat = Math.round((doorPrice / (1 + vatRate)) * 100) / 100;
    const usedFrom = outcome.status === 0 ? null : addMinutes(creationTime, random.integer(1, 20));
    const usedTo = outcome.status === 2 && usedFrom ? addMinutes(usedFrom, random.integer(30, 60 * 24 * 3)) : null;
    const amounts = split(doorPrice, outcome.payments.length || 1);
    return {
      order: {
        userId: user.id,
        doorId: random.pick(doorIds),
        status: outcome.status,
        paymentStatus: outcome.paymentStatus,
        creationTime,
        usedFrom,
        usedTo,
        doorPrice,
        doorPriceExVat,
        doorPriceVat: Math.round((doorPrice - doorPriceExVat) * 100) / 100,
        invoiceName: `${user.name} ${user.surname}`,
        invoicePhone: user.phoneNumber,
        invoiceEmail: user.emailAddress,
        invoiceCountryId: random.chance(0.9) ? 1 : random.pick([2, 3] as const),
      },
      payments: outcome.payments.map((status, index) => ({
        reference: `PAY-${random.hex(12)}`,
        creationTime: addMinutes(creationTime, index * 60 * 24),
        status,
        amount: amounts[index]!,
      })),
    };
  });
}
