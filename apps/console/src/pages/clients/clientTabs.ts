import { loadablePage, type LoadablePage } from '../../routing/loadablePage.tsx';
import type { ClientTabProps } from './clientTabProps.ts';

/** A tab of a client's page: its address below the page's. */
export interface ClientTab {
  label: string;
  /** '' for Details, the page's own address. */
  path: string;
  page: LoadablePage<ClientTabProps>;
}

/** /clients/{id}: an admin's Details (every field) and Administrators. */
export const clientTabs: ClientTab[] = [
  { label: 'Details', path: '', page: loadablePage(() => import('./ClientDetailsTab.tsx')) },
  { label: 'Administrators', path: 'administrators', page: loadablePage(() => import('./ClientAdministratorsTab.tsx')) },
];

export const clientTabHref = (base: string, tab: Pick<ClientTab, 'path'>) => (tab.path ? `${base}/${tab.path}` : base);
