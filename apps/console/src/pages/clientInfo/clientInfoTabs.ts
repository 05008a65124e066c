import { lazy } from 'react';
import type { ClientTab } from '../clients/clientTabs.ts';

/** /client-info: a client administrator's own client, Details (name and contact information) and Administrators. */
export const clientInfoTabs: ClientTab[] = [
  { label: 'Details', path: '', page: lazy(() => import('./ClientInfoDetailsTab.tsx')) },
  { label: 'Administrators', path: 'administrators', page: lazy(() => import('./ClientInfoAdministratorsTab.tsx')) },
];
