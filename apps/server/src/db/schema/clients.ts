import { pgTable, text } from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, identity } from './columns.ts';

export const clients = pgTable('clients', {
  id: identity(),
  name: text().notNull(),
  accountNumber: text(),
  organizationEmail: text(),
  contactInformation: text(),
  concurrencyStamp: concurrencyStamp(),
  creationTime: creationTime(),
});
