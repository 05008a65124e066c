import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField } from '../http/errors.ts';
import type { ListFieldSet } from './listFields.ts';

const keyName = '[A-Za-z][A-Za-z0-9.]*';
const term = new RegExp(`^(${keyName})(?:\\s+(asc|desc))?$`, 'i');

/**
 * The ORDER BY of a `sorting` such as `"Name ASC"` or `"creationTime DESC, Id"`, or `byDefault`
 * without one. The id always ends it, so that pages do not overlap, in the direction of the last
 * term: a descending list is then the ascending one reversed, and one index on (column, id) serves
 * both. An unknown field or a malformed term is a 400 on `sorting`.
 */
export function orderBy(sorting: string | null | undefined, fields: ListFieldSet, id: AnyPgColumn, byDefault: SQL[] = []): SQL[] {
  const terms = sorting?.trim() ? sorting.split(',') : [];
  if (terms.length === 0) return [...byDefault, asc(id)];
  let direction = asc;
  const order = terms.map((raw) => {
    const match = raw.trim().match(term);
    const column = match?.[1] ? fields.sortColumn(match[1]) : undefined;
    if (!match || !column) throw invalidField('sorting', `Lists cannot be sorted by "${raw.trim()}".`);
    direction = match[2]?.toLowerCase() === 'desc' ? desc : asc;
    return direction(column);
  });
  return [...order, direction(id)];
}

/** Each letter as a class of its two cases, a dot as itself: JSON Schema's patterns take no flags. */
const anyCase = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).replaceAll('.', '\\.');

/**
 * The pattern (a regular expression as JSON Schema reads it) of exactly the `sorting` values
 * `orderBy` takes over these sort keys: blank, or terms joined by commas, each a key in any case with
 * an optional direction, and spaces around either.
 */
export function sortingPattern(sortKeys: readonly string[]): string {
  const keys = sortKeys.filter((key) => new RegExp(`^${keyName}$`).test(key)).map(anyCase);
  if (keys.length === 0) return '^\\s*$';
  const sortTerm = `\\s*(?:${keys.join('|')})(?:\\s+(?:${anyCase('asc')}|${anyCase('desc')}))?\\s*`;
  return `^(?:\\s*|${sortTerm}(?:,${sortTerm})*)$`;
}
