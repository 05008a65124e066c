import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EventItem, PropertyChange } from '@velo/api-client/contract';
import { auditedEntities } from '../audit/entityChanges.ts';
import type { Db } from '../db/database.ts';
import { doors, entityChanges, locations, users } from '../db/schema/index.ts';
import { escapeLike } from '../lists/filter.ts';

/** A page of an Events table: from 1, with the filters' texts as typed. */
export interface EventPageRequest {
  page: number;
  pageSize: number;
  Location?: string | null;
  Door?: string | null;
}

export interface EventPage {
  items: EventItem[];
  totalCount: number;
}

/** Names containing the text, whatever its case; no condition for an empty text. */
function nameContains(column: AnyPgColumn, text: string | null | undefined): SQL | undefined {
  const wanted = text?.trim();
  return wanted ? ilike(column, `%${escapeLike(wanted)}%`) : undefined;
}

// The audit keeps entity ids as text; the row's own id is turned into text (not the other way round)
// so that an id that is not a number can never break the query.
const isEntity = (id: AnyPgColumn) => eq(entityChanges.entityId, sql<string>`${id}::text`);

const ofType = (entity: keyof typeof auditedEntities) => eq(entityChanges.entityTypeFullName, auditedEntities[entity]);

const newestFirst = [desc(entityChanges.changeTime), desc(entityChanges.id)];

const itemColumns = {
  entityId: entityChanges.entityId,
  changeTime: entityChanges.changeTime,
  propertyChanges: entityChanges.propertyChanges,
  locationId: locations.id,
  locationName: locations.name,
  userName: users.userName,
};

interface ItemRow {
  entityId: string;
  changeTime: Date;
  propertyChanges: PropertyChange[];
  locationId: number;
  locationName: string;
  userName: string | null;
  doorName?: string;
}

function eventItem(row: ItemRow): EventItem {
  return {
    locationId: row.locationId,
    locationName: row.locationName,
    doorName: row.doorName ?? null,
    userName: row.userName,
    entity: { entityId: row.entityId, changeTime: row.changeTime.toISOString(), propertyChanges: row.propertyChanges },
  };
}

const offsetOf = ({ page, pageSize }: EventPageRequest) => (page - 1) * pageSize;

/** Doors' audited changes (Status, IsActive, Description), newest first, by location and door name. */
export async function readDoorEvents(db: Db, request: EventPageRequest): Promise<EventPage> {
  const where = and(ofType('door'), nameContains(locations.name, request.Location), nameContains(doors.name, request.Door));
  const rows = await db
    .select({ ...itemColumns, doorName: doors.name })
    .from(entityChanges)
    .innerJoin(doors, isEntity(doors.id))
    .innerJoin(locations, eq(locations.id, doors.locationId))
    .leftJoin(users, eq(users.id, entityChanges.userId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const [total] = await db
    .select({ count: count() })
    .from(entityChanges)
    .innerJoin(doors, isEntity(doors.id))
    .innerJoin(locations, eq(locations.id, doors.locationId))
    .where(where);
  return { items: rows.map(eventItem), totalCount: total?.count ?? 0 };
}

/** Locations' audited changes (IsActive, AccessControlType), newest first, by location name. */
export async function readLocationEvents(db: Db, request: EventPageRequest): Promise<EventPage> {
  const where = and(ofType('location'), nameContains(locations.name, request.Location));
  const rows = await db
    .select(itemColumns)
    .from(entityChanges)
    .innerJoin(locations, isEntity(locations.id))
    .leftJoin(users, eq(users.id, entityChanges.userId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const [total] = await db
    .select({ count: count() })
    .from(entityChanges)
    .innerJoin(locations, isEntity(locations.id))
    .where(where);
  return { items: rows.map(eventItem), totalCount: total?.count ?? 0 };
}
