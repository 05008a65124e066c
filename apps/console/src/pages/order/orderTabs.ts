import type { ComponentType } from 'react';
import type { Order } from '@velo/api-client';
import OrderDetailsTab from './OrderDetailsTab.tsx';
import OrderInvoiceTab from './OrderInvoiceTab.tsx';

/** A tab of the order page: its address below `/orders/{id}/show`. */
export interface OrderTab {
  label: string;
  /** '' for Details, the page's own address. */
  path: string;
  page: ComponentType<{ order: Order }>;
}

export const orderTabs: OrderTab[] = [
  { label: 'Details', path: '', page: OrderDetailsTab },
  { label: 'Invoice/Shipping', path: 'invoice', page: OrderInvoiceTab },
];

export const orderTabHref = (orderId: number, tab: Pick<OrderTab, 'path'>) =>
  tab.path ? `/orders/${orderId}/show/${tab.path}` : `/orders/${orderId}/show`;
