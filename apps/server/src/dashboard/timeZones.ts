import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { invalidField } from '../http/errors.ts';

export const defaultTimeZone = 'UTC';

function knownToIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a request's `timeZone` (UTC when absent) against what both Node and the database know, the
 * database's names read once. Both must know it: an offset such as `+05:00` is a zone to Intl but
 * means the opposite sign to PostgreSQL's `at time zone`, and neither may be asked about a zone the
 * other reads differently. Answers the database's spelling of the name.
 */
export function timeZoneChecker(db: Db) {
  let databaseZones: Promise<Map<string, string>> | undefined;
  const loadZones = async () => {
    const { rows } = (await db.execute(sql`select "name" from pg_timezone_names`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    return new Map(rows.map(({ name }) => [name.toLowerCase(), name]));
  };
  return async (timeZone: string | undefined): Promise<string> => {
    if (timeZone === undefined) return defaultTimeZone;
    databaseZones ??= loadZones().catch((error: unknown) => {
      databaseZones = undefined;
      throw error;
    });
    const known = (await databaseZones).get(timeZone.toLowerCase());
    if (!known || !knownToIntl(known))
      throw invalidField('timeZone', `"timeZone" expects an IANA time zone such as Europe/Oslo; "${timeZone}" is not one.`);
    return known;
  };
}
