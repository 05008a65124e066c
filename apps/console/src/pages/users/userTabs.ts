import { loadablePage, type LoadablePage } from '../../routing/loadablePage.tsx';
import type { User } from '@velo/api-client';
import type { UserTabProps } from './userTabProps.ts';

/** A tab of the user page: its address below `/users/{id}`. */
export interface UserTab {
  label: string;
  /** '' for User Details, the page's own address. */
  path: string;
  page: LoadablePage<UserTabProps>;
  /** Only for end users (not staff). */
  endUsersOnly: boolean;
}

export const userTabs: UserTab[] = [
  { label: 'User Details', path: '', page: loadablePage(() => import('./UserDetailsTab.tsx')), endUsersOnly: false },
  { label: 'Orders', path: 'orders', page: loadablePage(() => import('./UserOrdersTab.tsx')), endUsersOnly: true },
  { label: 'User Groups', path: 'user-groups', page: loadablePage(() => import('./UserGroupsTab.tsx')), endUsersOnly: true },
  {
    label: 'Payment Options',
    path: 'payment-options',
    page: loadablePage(() => import('./UserPaymentOptionsTab.tsx')),
    endUsersOnly: true,
  },
  { label: 'Access Log', path: 'access-log', page: loadablePage(() => import('./UserAccessLogTab.tsx')), endUsersOnly: true },
  {
    label: 'Message Logs',
    path: 'message-logs',
    page: loadablePage(() => import('./UserMessageLogsTab.tsx')),
    endUsersOnly: true,
  },
];

/** The tabs a user's page has: User Details alone for staff. */
export const tabsOf = (user: Pick<User, 'isAdmin'>) => userTabs.filter((tab) => !tab.endUsersOnly || !user.isAdmin);

export const userTabHref = (userId: number, tab: Pick<UserTab, 'path'>) =>
  tab.path ? `/users/${userId}/${tab.path}` : `/users/${userId}`;
