import { loadablePage, type LoadablePage } from '../../routing/loadablePage.tsx';
import type { Permission } from '@velo/domain';
import type { LocationTabProps } from './locationTabProps.ts';

/** A tab of the location page: its address below `/locations/{id}`, and what a user needs to see it. */
export interface LocationTab {
  label: string;
  /** '' for the Summary, the page's own address. */
  path: string;
  needs: Permission;
  page: LoadablePage<LocationTabProps>;
}

/**
 * The location page's tabs, each loaded when first shown. Administrators see them all; a client
 * administrator sees only Access Control (read-only with read access): the rest of the page is theirs
 * to use only as administrators.
 */
export const locationTabs: LocationTab[] = [
  { label: 'Summary', path: '', needs: ['edit', 'location'], page: loadablePage(() => import('./LocationSummaryTab.tsx')) },
  {
    label: 'Details',
    path: 'details',
    needs: ['edit', 'location'],
    page: loadablePage(() => import('./LocationDetailsTab.tsx')),
  },
  {
    label: 'Access Control',
    path: 'access-control',
    needs: ['view', 'locationAccessControl'],
    page: loadablePage(() => import('./LocationAccessControlTab.tsx')),
  },
  {
    label: 'Pricing',
    path: 'pricing',
    needs: ['edit', 'locationPricing'],
    page: loadablePage(() => import('./LocationPricingTab.tsx')),
  },
  { label: 'Doors', path: 'doors', needs: ['list', 'door'], page: loadablePage(() => import('./LocationDoorsTab.tsx')) },
  { label: 'Orders', path: 'orders', needs: ['edit', 'location'], page: loadablePage(() => import('./LocationOrdersTab.tsx')) },
];

export const locationTabHref = (locationId: number, tab: Pick<LocationTab, 'path'>) =>
  tab.path ? `/locations/${locationId}/${tab.path}` : `/locations/${locationId}`;
