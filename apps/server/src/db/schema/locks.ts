import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { lockTypesWithLockChoice, type LockType } from '@velo/domain';
import { creationTime } from './columns.ts';
import { valueIn } from './valueChecks.ts';

/** The Bikely locks (NB and BLE) the operator owns; a door uses one by its serial as its local access key. */
export const locks = pgTable(
  'locks',
  {
    serial: text().primaryKey(),
    name: text().notNull(),
    lockType: integer().$type<LockType>().notNull(),
    creationTime: creationTime(),
  },
  (table) => [check('locks_lock_type', valueIn(table.lockType, lockTypesWithLockChoice))],
);
