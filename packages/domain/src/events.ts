// The Events screen's rows, decoded from the audit's entity changes (door and location events).

/** One audited property change; values are JSON text as the audit stores them (`true`, `0`, `"text"`, `null`). */
export interface AuditedPropertyChange {
  propertyName: string;
  originalValue: string | null;
  newValue: string | null;
}

/** A door or location event as the server answers it. */
export interface AuditedEvent {
  locationId: number;
  locationName: string;
  doorName: string | null;
  userName: string | null;
  entity: { entityId: string; changeTime: string; propertyChanges: readonly AuditedPropertyChange[] };
}

export const doorEventStatuses = ['Enabled', 'Disabled', 'Unchanged'] as const;
export type DoorEventStatus = (typeof doorEventStatuses)[number];

/** What a row shows where there is no value. */
export const noEventValue = 'N/A';

export interface DoorEventRow {
  /** Unique in a page: the event's place in it and its entity. */
  key: string;
  locationId: number;
  locationName: string;
  doorId: string;
  doorName: string;
  status: DoorEventStatus;
  comment: string;
  userName: string | null;
  changeTime: string;
}

export interface LocationEventRow {
  key: string;
  locationId: number;
  locationName: string;
  property: string;
  from: string;
  to: string;
  userName: string | null;
  changeTime: string;
}

const absent = Symbol('absent');

/** The value a JSON text holds; text that is not JSON is taken as it is, so a stray value never breaks a row. */
export function auditValue(text: string | null | undefined): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function newValueOf(event: AuditedEvent, propertyName: string): unknown {
  const change = event.entity.propertyChanges.find((each) => each.propertyName === propertyName);
  return change ? auditValue(change.newValue) : absent;
}

/** A door's enabled flag: `Enabled` when Status became true, `Disabled` when it became anything else, `Unchanged` when it did not change. */
export function doorEventStatus(event: AuditedEvent): DoorEventStatus {
  const status = newValueOf(event, 'Status');
  if (status === absent) return 'Unchanged';
  return status === true ? 'Enabled' : 'Disabled';
}

/** The reason given with the change (the new Description), `N/A` when there is none. */
export function doorEventComment(event: AuditedEvent): string {
  return shown(newValueOf(event, 'Description'));
}

const eventKey = (event: AuditedEvent, place: number) => `${place}:${event.entity.entityId}`;

/** A page of door events as the Door Events table's rows, one per event. */
export function doorEventRows(events: readonly AuditedEvent[]): DoorEventRow[] {
  return events.map(doorEventRow);
}

function doorEventRow(event: AuditedEvent, place: number): DoorEventRow {
  return {
    key: eventKey(event, place),
    locationId: event.locationId,
    locationName: event.locationName,
    doorId: event.entity.entityId,
    doorName: event.doorName ?? noEventValue,
    status: doorEventStatus(event),
    comment: doorEventComment(event),
    userName: event.userName,
    changeTime: event.entity.changeTime,
  };
}

/** How a location property's value reads: IsActive as Activated/Deactivated, AccessControlType 0 as Public and any other as Private. */
export function locationPropertyValue(propertyName: string, text: string | null): string {
  const value = auditValue(text);
  if (value === null) return noEventValue;
  switch (propertyName) {
    case 'IsActive':
      return value === true ? 'Activated' : 'Deactivated';
    case 'AccessControlType':
      return value === 0 ? 'Public' : 'Private';
    default:
      return shown(value);
  }
}

/** A page of location events as the Location Events table's rows: one per property each change touched, in the audit's order. */
export function locationEventRows(events: readonly AuditedEvent[]): LocationEventRow[] {
  return events.flatMap(locationEventRowsOf);
}

function locationEventRowsOf(event: AuditedEvent, place: number): LocationEventRow[] {
  return event.entity.propertyChanges.map((change, index) => ({
    key: `${eventKey(event, place)}.${index}`,
    locationId: event.locationId,
    locationName: event.locationName,
    property: change.propertyName,
    from: locationPropertyValue(change.propertyName, change.originalValue),
    to: locationPropertyValue(change.propertyName, change.newValue),
    userName: event.userName,
    changeTime: event.entity.changeTime,
  }));
}

function shown(value: unknown): string {
  if (value === absent || value === null || value === '') return noEventValue;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
