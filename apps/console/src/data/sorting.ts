import type { SortDescriptor } from '@velo/design-system';

/** A table's sort descriptor as the list call's `sorting` ("Name ASC"); columns are named by field. */
export function sortingOf({ column, direction }: SortDescriptor): string {
  return `${String(column)} ${direction === 'descending' ? 'DESC' : 'ASC'}`;
}

export function sortDescriptorOf(sorting: string): SortDescriptor {
  const [column = 'Id', direction] = sorting.split(' ');
  return { column, direction: direction === 'DESC' ? 'descending' : 'ascending' };
}
