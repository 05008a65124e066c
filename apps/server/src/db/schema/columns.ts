import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column names are snake_case in SQL (drizzle's `casing: 'snake_case'`), camelCase in TypeScript.

export const moment = () => timestamp({ withTimezone: true, mode: 'date' });
export const creationTime = () => moment().notNull().defaultNow();
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const identity = () => integer().primaryKey().generatedAlwaysAsIdentity();
