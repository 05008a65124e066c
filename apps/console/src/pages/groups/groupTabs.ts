import { loadablePage, type LoadablePage } from '../../routing/loadablePage.tsx';
import type { GroupTabProps } from './groupTabProps.ts';

/** A tab of the group page: its address below `/user-groups/{id}`. */
export interface GroupTab {
  label: string;
  /** '' for Details, the page's own address. */
  path: string;
  page: LoadablePage<GroupTabProps>;
}

export const groupTabs: GroupTab[] = [
  { label: 'Details', path: '', page: loadablePage(() => import('./GroupDetailsTab.tsx')) },
  { label: 'Users', path: 'users', page: loadablePage(() => import('./GroupUsersTab.tsx')) },
];

export const groupTabHref = (groupId: number, tab: Pick<GroupTab, 'path'>) =>
  tab.path ? `/user-groups/${groupId}/${tab.path}` : `/user-groups/${groupId}`;
