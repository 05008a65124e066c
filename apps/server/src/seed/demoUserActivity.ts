import { addDays, addMinutes } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { accessLogs, outboxMessages, paymentCards } from '../db/schema/index.ts';
import type { DemoOrder } from './demoOrders.ts';
import { insertInChunks } from './insertInChunks.ts';
import { seededRandom, type Random } from './random.ts';

// What the user page's Payment Options, Access Log and Message Logs tabs show for the demo's end users.

export interface ActiveUser {
  id: number;
  name: string;
  surname: string;
  phoneNumber: string | null;
}

const cardShare = 0.8;
const cardIdAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const messageCount = 300;
const senderName = 'Velo';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Most end users' saved cards at the payment provider: one, sometimes two, Visa or Mastercard in the
 * holder's name, expiring (MM/YY) from this year to five years on, with the provider's kind of id.
 */
export function demoPaymentCards(users: ActiveUser[], now: Date, random: Random): Array<typeof paymentCards.$inferInsert> {
  return users.flatMap((user) => {
    if (!random.chance(cardShare)) return [];
    const count = random.chance(0.25) ? 2 : 1;
    return Array.from({ length: count }, (_, index) => ({
      userId: user.id,
      cardId: `card_${Array.from({ length: 24 }, () => random.pick([...cardIdAlphabet])).join('')}`,
      name: `${user.name} ${user.surname}`,
      brand: random.chance(0.6) ? 'Visa' : 'Mastercard',
      expireDate: `${twoDigits(random.integer(1, 12))}/${twoDigits((now.getUTCFullYear() + random.integer(0, 5)) % 100)}`,
      creationTime: addDays(now, -random.integer(30, 720) + index * 20),
    }));
  });
}

/** Each used order's passes of its door by its user: In when it was taken into use, Out when it ended. */
export function demoAccessLogs(demo: DemoOrder[], orderIds: number[]): Array<typeof accessLogs.$inferInsert> {
  return demo.flatMap(({ order }, index) => {
    const passes: Array<typeof accessLogs.$inferInsert> = [];
    const pass = (direction: 0 | 1, at: Date) =>
      passes.push({ creatorUserId: order.userId, orderId: orderIds[index]!, doorId: order.doorId, direction, creationTime: at });
    if (order.usedFrom) pass(0, order.usedFrom);
    if (order.usedTo) pass(1, order.usedTo);
    return passes;
  });
}

const messageTexts = [
  'Your locker is ready. Open it in the Velo app.',
  'Reminder: your parking ends in 1 hour.',
  'Your payment card expires soon. Update it in the Velo app.',
  'Your bike has been parked for 3 days. Remember to end your parking.',
  'Welcome to Velo! Your account is ready.',
  'The bike hotel is closed for maintenance tomorrow from 08:00 to 12:00.',
  'Your receipt is available in the Velo app.',
];

/**
 * A few hundred SMS to end users over the year, as the console's Send SMS and the service's reminders
 * leave them in the outbox: delivered seconds after they were made, a few after a retry.
 */
export function demoUserMessages(users: ActiveUser[], now: Date, random: Random): Array<typeof outboxMessages.$inferInsert> {
  const reachable = users.filter((user) => user.phoneNumber);
  return Array.from({ length: messageCount }, () => {
    const user = random.pick(reachable);
    const creationTime = addMinutes(now, -random.integer(30, 365 * 24 * 60));
    const retries = random.chance(0.05) ? random.integer(1, 3) : 0;
    return {
      channel: 'sms' as const,
      userId: user.id,
      from: senderName,
      to: user.phoneNumber!,
      subject: null,
      text: random.pick(messageTexts),
      sendAt: null,
      sentOrReceivedAt: addMinutes(creationTime, retries * 5 + random.integer(0, 1)),
      retries,
      creationTime,
    };
  }).sort((a, b) => a.creationTime.getTime() - b.creationTime.getTime());
}

/** The end users' cards, access logs and messages, each drawn from its own random so the rest of the demo stays the same. */
export async function insertUserActivity(
  tx: Db,
  { users, demo, orderIds, now }: { users: ActiveUser[]; demo: DemoOrder[]; orderIds: number[]; now: Date },
) {
  await insertInChunks(demoPaymentCards(users, now, seededRandom(2041)), (chunk) => tx.insert(paymentCards).values(chunk));
  await insertInChunks(demoAccessLogs(demo, orderIds), (chunk) => tx.insert(accessLogs).values(chunk));
  await insertInChunks(demoUserMessages(users, now, seededRandom(2042)), (chunk) => tx.insert(outboxMessages).values(chunk));
}
