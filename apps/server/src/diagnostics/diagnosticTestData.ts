import type { DiagnosticStatus } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { diagnostics, doors, locations } from '../db/schema/index.ts';

const at = (iso: string) => new Date(iso);
const seconds = (moment: Date, count: number) => new Date(moment.getTime() + count * 1000);

/** The period the tests count: 10 March 2035 in UTC, `to` exclusive. No demo data is that late. */
export const testPeriod = { from: '2035-03-10T00:00:00.000Z', to: '2035-03-11T00:00:00.000Z' } as const;

const success: DiagnosticStatus = 2;
const warning: DiagnosticStatus = 1;
const error: DiagnosticStatus = 0;

/**
 * Two locations: A with doors A-01, A-02 and A-03 (none reported), B with B-01. A-01's diagnostics
 * are inserted out of time order, so id, creation time, status and device time each order them
 * differently (its device clock was five seconds behind, once two hours). Within the test period:
 *
 * | door | successes | warnings | errors | outside it                                        |
 * |------|-----------|----------|--------|---------------------------------------------------|
 * | A-01 | 2         | 1        | 1      | a success the instant before; an error at `to`     |
 * | A-02 | 0         | 0        | 2      | a success on the 12th                              |
 * | B-01 | 3         | 1        | 0      |                                                    |
 */
export async function insertDiagnosticTestData(db: Db) {
  const [a, b] = await db
    .insert(locations)
    .values([
      { name: 'Diag A location', clientId: 1 },
      { name: 'Diag B location', clientId: 2 },
    ])
    .returning({ id: locations.id });
  const [a1, a2, a3, b1] = (
    await db
      .insert(doors)
      .values([
        { locationId: a!.id, name: 'Diag A-01' },
        { locationId: a!.id, name: 'Diag A-02' },
        { locationId: a!.id, name: 'Diag A-03' },
        { locationId: b!.id, name: 'Diag B-01' },
      ])
      .returning({ id: doors.id })
  ).map((door) => door.id) as [number, number, number, number];

  const report = async (doorId: number, status: DiagnosticStatus, creationTime: string, deviceLag = 5, isNewUser = false) => {
    const created = at(creationTime);
    const [row] = await db
      .insert(diagnostics)
      .values({ doorId, status, creationTime: created, diagnosticDateTime: seconds(created, -deviceLag), isNewUser })
      .returning({ id: diagnostics.id });
    return row!.id;
  };

  const a1Ten = await report(a1, success, '2035-03-10T10:00:00Z', 5, true);
  const a1Midnight = await report(a1, success, '2035-03-10T00:00:00Z');
  const a1Nine = await report(a1, error, '2035-03-10T09:00:00Z', 2 * 3600);
  const a1Eight = await report(a1, warning, '2035-03-10T08:00:00Z');
  const a1Before = await report(a1, success, '2035-03-09T23:59:59.999Z');
  const a1AtTo = await report(a1, error, '2035-03-11T00:00:00Z');

  await report(a2, error, '2035-03-10T12:00:00Z');
  await report(a2, error, '2035-03-10T13:00:00Z');
  await report(a2, success, '2035-03-12T00:00:00Z');

  for (const time of ['05:00', '05:01', '05:02']) await report(b1, success, `2035-03-10T${time}:00Z`);
  await report(b1, warning, '2035-03-10T05:03:00Z');

  return {
    locations: { a: a!.id, b: b!.id },
    doors: { a1, a2, a3, b1 },
    a1: { ten: a1Ten, midnight: a1Midnight, nine: a1Nine, eight: a1Eight, before: a1Before, atTo: a1AtTo },
  };
}
