import { desc, eq } from 'drizzle-orm';
import type { PaymentOption } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { paymentCards } from '../db/schema/index.ts';

/** How the server reads what the payment provider keeps for a user; the default simulates it. */
export interface PaymentProvider {
  /** What the Configuration page calls it. */
  readonly name: string;
  /** The user's saved cards, newest first: the provider's card id, never the number. */
  paymentOptions(userId: number): Promise<PaymentOption[]>;
}

/** Works offline: the cards are the `payment_cards` table's (the demo seeds them). */
export function createSimulatedPaymentProvider(db: Db): PaymentProvider {
  return {
    name: 'Simulated payments (saved cards in the database)',
    paymentOptions: (userId) =>
      db
        .select({
          cardId: paymentCards.cardId,
          name: paymentCards.name,
          brand: paymentCards.brand,
          expireDate: paymentCards.expireDate,
        })
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId))
        .orderBy(desc(paymentCards.creationTime), desc(paymentCards.id)),
  };
}
