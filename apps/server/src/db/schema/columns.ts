import { sql } from 'drizzle-orm';
import { customType, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

// Column names are snake_case in SQL (drizzle's `casing: 'snake_case'`), camelCase in TypeScript.

export const moment = () => timestamp({ withTimezone: true, mode: 'date' });
export const creationTime = () => moment().notNull().defaultNow();
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const identity = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A record's version: a new random value on every save (`newConcurrencyStamp`). */
export const concurrencyStamp = () => text().notNull().default(newConcurrencyStamp);
export const newConcurrencyStamp = sql`gen_random_uuid()::text`;

/**
 * Text written in Unicode NFC whatever spelling it is given, so that a name typed as "Å" and one pasted
 * as "A" with a combining ring are stored, and compared, as one. Text compared with it in raw SQL must
 * be normalised the same way.
 */
export const nfcText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => value.normalize('NFC'),
});
