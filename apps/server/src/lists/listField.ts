import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type ListFieldType = 'integer' | 'number' | 'text' | 'boolean' | 'dateTime';

/** A field a list may be filtered (and sorted) by, under its PascalCase wire name. */
export interface ListField {
  type: ListFieldType;
  column: AnyPgColumn;
  /** Puts the comparison in context, e.g. an EXISTS over related rows; such a field cannot sort. */
  around?: (comparison: SQL) => SQL;
}

/** The fields a resource offers, by wire name; names are matched whatever their case. */
export type ListFields = Record<string, ListField>;

export function findListField(fields: ListFields, name: string): ListField | undefined {
  const wanted = name.trim().toLowerCase();
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : fields[key];
}
