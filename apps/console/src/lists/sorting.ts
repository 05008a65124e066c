import type { ListFields } from '@velo/api-client';
import type { SortDescriptor } from '@velo/design-system';

/** `"Name ASC"` as a table's sort descriptor, whose column ids are the list's field names. */
export function sortDescriptorOf(sorting: string): SortDescriptor {
  const [column = '', direction] = sorting.split(' ');
  return { column, direction: direction === 'DESC' ? 'descending' : 'ascending' };
}

export function sortingOf({ column, direction }: SortDescriptor): string {
  return `${String(column)} ${direction === 'descending' ? 'DESC' : 'ASC'}`;
}

/** A `sorting` from the address, if it names one of the list's fields and a direction; else null. */
export function validSorting(raw: string | null, fields: ListFields): string | null {
  const match = raw?.match(/^(\S+) (ASC|DESC)$/);
  return match?.[1] && Object.hasOwn(fields, match[1]) ? raw : null;
}
