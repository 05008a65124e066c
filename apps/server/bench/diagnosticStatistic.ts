// Diagnostic/GetDiagnosticStatistic's suite, as the diagnostics page calls it: the period's
// diagnostics counted by status, all time or this month, every door's or a location's.
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock.ts';
import { seedBulkDiagnostics } from '../src/seed/bulkDiagnostics.ts';
import type { BenchRequest, Suite } from './harness.ts';

const statistic = (body: object): BenchRequest => ({ path: '/api/services/app/Diagnostic/GetDiagnosticStatistic', body });

/** `count` diagnostics added to the demo seed by the generator (seed/bulkDiagnostics.ts). */
export const diagnosticSuite = (count: number): Suite => ({
  name: 'diagnostics',
  async seed(db) {
    const written = await seedBulkDiagnostics(db, { count, now: systemClock() });
    return `${written} diagnostics seeded`;
  },
  async requests(db) {
    const { rows } = (await db.execute(
      sql`select location_id as "locationId" from doors group by location_id order by count(*) desc, location_id limit 1`,
    )) as unknown as { rows: Array<{ locationId: number }> };
    const now = systemClock();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    return {
      'statistic, all time': statistic({ from: null, to: null }),
      'statistic, this month': statistic({ from: monthStart, to: null }),
      'statistic, a location, all time': statistic({ from: null, to: null, locationId: rows[0]!.locationId }),
    };
  },
});
