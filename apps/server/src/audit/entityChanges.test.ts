import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityChanges } from '../db/schema/index.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { recordEntityUpdate } from './entityChanges.ts';

let t: Database;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t?.close());

describe('recordEntityUpdate', () => {
  it('stores the audited properties that changed, as JSON text, and nothing when none did', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const before: { status: boolean; description: string | null; name: string } = {
      status: true,
      description: null,
      name: 'A-01',
    };
    const after = { status: false, description: 'Broken hinge', name: 'A-02' };
    const properties = ['status', 'description'] as const;
    await recordEntityUpdate(t.db, {
      entity: 'door',
      entityId: 7,
      userId: 1,
      changeTime: at,
      before,
      after,
      properties: [...properties],
    });
    await recordEntityUpdate(t.db, {
      entity: 'door',
      entityId: 7,
      userId: 1,
      changeTime: at,
      before,
      after: before,
      properties: [...properties],
    });
    // The demo seed's own changes (its refunded orders') are there too: read door 7's.
    const rows = await t.db
      .select()
      .from(entityChanges)
      .where(and(eq(entityChanges.entityTypeFullName, 'Velo.Doors.Door'), eq(entityChanges.entityId, '7')))
      .orderBy(asc(entityChanges.id));
    expect(rows.map(({ id: _, ...row }) => row)).toEqual([
      {
        changeTime: at,
        changeType: 1,
        entityTypeFullName: 'Velo.Doors.Door',
        entityId: '7',
        userId: 1,
        propertyChanges: [
          { propertyName: 'status', originalValue: 'true', newValue: 'false' },
          { propertyName: 'description', originalValue: 'null', newValue: '"Broken hinge"' },
        ],
      },
    ]);
  });
});
