import { desc, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { diagnosticsPeriodFields, type FilterRule, type FilterRuleLeaf, type Page } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { diagnosticDailyCounts, diagnostics, doors, locations } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';
import { filterCondition } from '../lists/filter.ts';
import { defaultTotalCountCap, listPageStatement, listSource, type ListPageRequest } from '../lists/listPage.ts';
import type { ListFieldSet } from '../lists/listFields.ts';
import { wholeDaysWithin, type WholeDays } from './periodCounts.ts';

/**
 * The doors' totals within a period, as a table of the statement (a `with` query, never created in
 * the database: it is not in db/schema), so that the list helper pages, filters and sorts it as any.
 */
export const doorTotals = pgTable('door_diagnostics', {
  id: integer('id').notNull(),
  doorName: text('door_name').notNull(),
  locationId: integer('location_id').notNull(),
  locationName: text('location_name').notNull(),
  successes: integer('successes').notNull(),
  warnings: integer('warnings').notNull(),
  errors: integer('errors').notNull(),
});

export const doorTotalsSource = listSource({
  from: doorTotals,
  select: {
    id: doorTotals.id,
    doorName: doorTotals.doorName,
    locationId: doorTotals.locationId,
    locationName: doorTotals.locationName,
    successes: doorTotals.successes,
    warnings: doorTotals.warnings,
    errors: doorTotals.errors,
  },
  id: doorTotals.id,
  defaultOrder: [desc(doorTotals.id)],
});

// Field names are matched whatever their case, as the list fields are.
const isPeriodField = (field: string) =>
  diagnosticsPeriodFields.some((name) => name.toLowerCase() === field.trim().toLowerCase());

/**
 * A `filterRule` parted into the period (its `UsedFrom` and `UsedTo` rules, which must stand at its
 * top, joined by `and`) and the rule over the rows (the rest). A period rule anywhere else is a 400:
 * the period bounds what is counted, it cannot be one alternative of a condition.
 */
export function partPeriod(rule: FilterRule | null | undefined): { period: FilterRuleLeaf[]; rows: FilterRule | null } {
  if (!rule) return { period: [], rows: null };
  const isPeriod = (child: FilterRule['filterRules'][number]): child is FilterRuleLeaf =>
    !('condition' in child) && isPeriodField(child.field);
  const period = rule.filterRules.filter(isPeriod);
  if (period.length > 0 && rule.condition !== 'and')
    throw invalidField(period[0]!.field, `"${period[0]!.field}" bounds the period: join it to the other rules with "and".`);
  return { period, rows: { condition: rule.condition, filterRules: rule.filterRules.filter((child) => !isPeriod(child)) } };
}

/**
 * Each door's diagnostics within the period counted by status, for the doors that have any. A
 * location's filter reaches the doors before they are counted (the `with` is not materialized), and
 * each door is counted on (door_id, creation_time, status) alone. Whether a door has any is asked
 * apart (`exists`), so the total of a page's doors reads one entry a door, and the counts, a left
 * join of one row that nothing else needs, are made for the page's doors only — unless the rows are
 * filtered or sorted by them.
 */
function doorTotalsQuery(period: SQL | undefined): SQL {
  const within = period ? sql` and ${period}` : sql.empty();
  const counted = (status: number) => sql`(count(*) filter (where ${diagnostics.status} = ${sql.raw(String(status))}))::int`;
  return sql`with ${doorTotals} as not materialized (
    select ${doors.id} as "id", ${doors.name} as "door_name", ${doors.locationId} as "location_id",
      ${locations.name} as "location_name", "counts"."successes", "counts"."warnings", "counts"."errors"
    from ${doors} join ${locations} on ${locations.id} = ${doors.locationId}
    left join lateral (
      select ${counted(2)} as "successes", ${counted(1)} as "warnings", ${counted(0)} as "errors"
      from ${diagnostics} where ${diagnostics.doorId} = ${doors.id}${within}
    ) as "counts" on true
    where exists (select 1 from ${diagnostics} where ${diagnostics.doorId} = ${doors.id}${within})
  )`;
}

/**
 * The same table when the rows are filtered or sorted by a count, so every door is counted: the
 * whole UTC days inside the period summed from diagnostic_daily_counts on its key, and the rest of
 * the period (before the first whole day, after the last) counted from the diagnostics on
 * (door_id, creation_time, status). A door has diagnostics in the period when its counts are not
 * all zero (the rollup keeps no day of zeros).
 */
function doorTotalsFromRollupQuery(period: SQL | undefined, days: WholeDays): SQL {
  const counted = (status: number) => sql`count(*) filter (where ${diagnostics.status} = ${sql.raw(String(status))})`;
  const start = days.fromDay === undefined ? undefined : sql`${days.fromDay}::date::timestamp at time zone 'UTC'`;
  const end = days.toDay === undefined ? undefined : sql`${days.toDay}::date::timestamp at time zone 'UTC'`;
  const edges = [start && sql`${diagnostics.creationTime} < ${start}`, end && sql`${diagnostics.creationTime} >= ${end}`];
  const raw = edges.flatMap((edge) =>
    edge
      ? [
          sql`select ${counted(2)} as "successes", ${counted(1)} as "warnings", ${counted(0)} as "errors"
            from ${diagnostics} where ${diagnostics.doorId} = ${doors.id} and ${edge}${period ? sql` and ${period}` : sql.empty()}`,
        ]
      : [],
  );
  const rollup = sql`select ${diagnosticDailyCounts.successes} as "successes", ${diagnosticDailyCounts.warnings} as "warnings",
      ${diagnosticDailyCounts.errors} as "errors"
    from ${diagnosticDailyCounts} where ${diagnosticDailyCounts.doorId} = ${doors.id}${
      days.fromDay === undefined ? sql.empty() : sql` and ${diagnosticDailyCounts.day} >= ${days.fromDay}::date`
    }${days.toDay === undefined ? sql.empty() : sql` and ${diagnosticDailyCounts.day} < ${days.toDay}::date`}`;
  return sql`with ${doorTotals} as not materialized (
    select ${doors.id} as "id", ${doors.name} as "door_name", ${doors.locationId} as "location_id",
      ${locations.name} as "location_name", "counts"."successes", "counts"."warnings", "counts"."errors"
    from ${doors} join ${locations} on ${locations.id} = ${doors.locationId}
    join lateral (
      select coalesce(sum("successes"), 0)::int as "successes", coalesce(sum("warnings"), 0)::int as "warnings",
        coalesce(sum("errors"), 0)::int as "errors"
      from (${sql.join([rollup, ...raw], sql` union all `)}) as "parts"
    ) as "counts" on true
    where "counts"."successes" + "counts"."warnings" + "counts"."errors" > 0
  )`;
}

const countColumns: unknown[] = [doorTotals.successes, doorTotals.warnings, doorTotals.errors];

/** Whether the request's rows are filtered or sorted by a count, which then must be made for every door. */
function usesCounts(request: ListPageRequest, filterRule: FilterRule | null, rowFields: ListFieldSet): boolean {
  const isCount = (name: string) => {
    const field = rowFields.find(name.trim());
    return field !== undefined && 'column' in field && countColumns.includes(field.column);
  };
  const inRule = (rule: FilterRule): boolean =>
    rule.filterRules.some((child) => ('condition' in child ? inRule(child) : isCount(child.field)));
  const sorted = (request.sorting ?? '').split(',').some((term) => isCount(term.trim().split(/\s+/)[0] ?? ''));
  return sorted || (filterRule !== null && inRule(filterRule));
}

/** A page of the doors' totals within the request's period, filtered and sorted by its other rules, in one round trip. */
export async function doorTotalsPage(
  db: Db,
  { request, rowFields, periodFields }: { request: ListPageRequest; rowFields: ListFieldSet; periodFields: ListFieldSet },
): Promise<Page<typeof doorTotals.$inferSelect>> {
  const { period, rows: filterRule } = partPeriod(request.filterRule);
  const periodCondition = period.length ? filterCondition({ condition: 'and', filterRules: period }, periodFields) : undefined;
  const days = usesCounts(request, filterRule, rowFields) ? wholeDaysWithin(period) : undefined;
  const table = days ? doorTotalsFromRollupQuery(periodCondition, days) : doorTotalsQuery(periodCondition);
  const statement = sql`${table} ${listPageStatement(doorTotalsSource, {
    scope: undefined,
    fields: rowFields,
    request: { ...request, filterRule },
  })}`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> };
  // As listPage reads its statement: an empty page is the count's row alone.
  const items = rows.flatMap((row) => (row.position === null ? [] : [doorTotalsSource.decode(row)]));
  // The count stops after the cap and one more (see listPage): past the cap, the total is capped.
  const counted = Number(rows[0]?.count ?? 0);
  return counted > defaultTotalCountCap
    ? { items, totalCount: defaultTotalCountCap, totalCountIsCapped: true }
    : { items, totalCount: counted };
}
