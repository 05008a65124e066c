import { loadablePage } from '../../routing/loadablePage.tsx';
import type { ClientTab } from '../clients/clientTabs.ts';

/** /client-info: a client administrator's own client, Details (name and contact information) and Administrators. */
export const clientInfoTabs: ClientTab[] = [
  { label: 'Details', path: '', page: loadablePage(() => import('./ClientInfoDetailsTab.tsx')) },
  { label: 'Administrators', path: 'administrators', page: loadablePage(() => import('./ClientInfoAdministratorsTab.tsx')) },
];
