import { allOf, groupListFields, type groupUserListFields, type FilterRule } from '@velo/api-client';
import { textParam, type FilterValues } from '../lists/listParams.ts';

/** The Private Groups list's filter, by its name in the address: the search box. */
export const groupFilters = { search: textParam };
export type GroupFilters = FilterValues<typeof groupFilters>;

/** The list call's filterRule: the groups whose name contains the search. */
export function groupFilterRule({ search }: GroupFilters) {
  return allOf(groupListFields, [search.trim() !== '' && { field: 'Name', operator: 'contains', value: search.trim() }]);
}

/** End users whose name, surname or user name (phone number) contains the text; null for none. */
export function groupUserSearchRule(text: string): FilterRule | null {
  const value = text.trim();
  if (!value) return null;
  const fields = ['Name', 'Surname', 'UserName'] as const satisfies ReadonlyArray<keyof typeof groupUserListFields>;
  return { condition: 'or', filterRules: fields.map((field) => ({ field, operator: 'contains', value })) };
}
