import { boolean, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { diagnosticStatus, type DiagnosticStatus } from '@velo/domain';
import { creationTime, identity, moment } from './columns.ts';
import { sortIndex } from './listIndexes.ts';
import { doors } from './locations.ts';
import { valueIn } from './valueChecks.ts';

/**
 * What a door's device reported of its health, one row a run: millions of rows, written by devices
 * and read by period. A door's diagnostics go with it.
 */
export const diagnostics = pgTable(
  'diagnostics',
  {
    id: identity(),
    doorId: integer()
      .notNull()
      .references(() => doors.id, { onDelete: 'cascade' }),
    status: integer().$type<DiagnosticStatus>().notNull(),
    /** When the device ran it, by its own clock. */
    diagnosticDateTime: moment().notNull(),
    isNewUser: boolean().notNull().default(false),
    /** When it was received: what periods bound. */
    creationTime: creationTime(),
  },
  // Every sort and filter Diagnostic/GetList offers has an index, within a door (the per-door page)
  // and without one. The counts by period (GetDiagnosticStatistic, GetDiagnosticInfo's totals) read
  // (door_id, creation_time, status) for a door or a location's doors and (creation_time, status)
  // for all doors: a range of the index alone, never the table.
  (table) => [
    sortIndex('diagnostics_door_id', table.doorId, table.id),
    index('diagnostics_door_creation_time').on(table.doorId, table.creationTime, table.status),
    index('diagnostics_door_status').on(table.doorId, table.status, table.id),
    index('diagnostics_door_diagnostic_date_time').on(table.doorId, table.diagnosticDateTime, table.id),
    index('diagnostics_creation_time').on(table.creationTime, table.status),
    sortIndex('diagnostics_status', table.status, table.id),
    sortIndex('diagnostics_diagnostic_date_time', table.diagnosticDateTime, table.id),
    check('diagnostics_status', valueIn(table.status, diagnosticStatus.values)),
  ],
);

/**
 * The diagnostics counted by door, UTC day of their creation time and status: what the counts by
 * period read for the whole days of a period (the raw rows only for its partial days at either edge).
 * The database keeps it exact, whoever writes the diagnostics: statement-level triggers on
 * `diagnostics` (in the migration, drizzle-kit does not write triggers) add each insert's rows and
 * subtract each delete's, grouped by door and day, from their transition tables. Diagnostics are never
 * updated (devices report, nothing edits a report), so there is no UPDATE trigger: an update of
 * `status`, `creation_time` or `door_id` would need one. A door's counts go with it.
 */
export const diagnosticDailyCounts = pgTable(
  'diagnostic_daily_counts',
  {
    doorId: integer()
      .notNull()
      .references(() => doors.id, { onDelete: 'cascade' }),
    /** The UTC day of the diagnostics' `creation_time`. */
    day: date({ mode: 'string' }).notNull(),
    successes: integer().notNull().default(0),
    warnings: integer().notNull().default(0),
    errors: integer().notNull().default(0),
  },
  // A door's or a location's days on the key, all doors' days on (day).
  (table) => [
    primaryKey({ name: 'diagnostic_daily_counts_pkey', columns: [table.doorId, table.day] }),
    index('diagnostic_daily_counts_day').on(table.day),
  ],
);
