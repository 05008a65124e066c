import type { Db } from '../db/database.ts';
import { entityChanges, entityChangeTypes, type PropertyChange } from '../db/schema/index.ts';

/** The audited entities, by the names the Events screen shows. */
export const auditedEntities = {
  location: 'Velo.Locations.Location',
  door: 'Velo.Doors.Door',
  order: 'Velo.Orders.Order',
} as const;
export type AuditedEntity = keyof typeof auditedEntities;

/** A database or an open transaction: an entity change is written in the transaction of its change. */
type Writer = Pick<Db, 'insert'>;

export interface EntityUpdate<Row> {
  entity: AuditedEntity;
  entityId: number;
  userId: number;
  changeTime: Date;
  before: Row;
  after: Row;
  /** The audited properties: only these are compared and stored. */
  properties: ReadonlyArray<keyof Row & string>;
}

/** Stores which audited properties an update changed, as ABP does (values as JSON text); nothing when none did. */
export async function recordEntityUpdate<Row>(writer: Writer, update: EntityUpdate<Row>): Promise<PropertyChange[]> {
  const propertyChanges = update.properties
    .map((property) => ({
      propertyName: property,
      originalValue: JSON.stringify(update.before[property] ?? null),
      newValue: JSON.stringify(update.after[property] ?? null),
    }))
    .filter((change) => change.originalValue !== change.newValue);
  if (propertyChanges.length === 0) return propertyChanges;
  await writer.insert(entityChanges).values({
    changeTime: update.changeTime,
    changeType: entityChangeTypes.updated,
    entityTypeFullName: auditedEntities[update.entity],
    entityId: String(update.entityId),
    userId: update.userId,
    propertyChanges,
  });
  return propertyChanges;
}
