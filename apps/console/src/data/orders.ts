import { allOf, orderListFields, unfinishedOrdersRule } from '@velo/api-client';
import { flagParam, idParam, textParam, type FilterValues } from '../lists/listParams.ts';

/** The orders list's filters, by their name in the address. */
export const orderFilters = { showAll: flagParam, location: idParam, invoiceName: textParam };
export type OrderFilters = FilterValues<typeof orderFilters>;

/** What an orders list narrows by: its filters, and the one user whose orders a user's page lists. */
export type OrderNarrowing = Pick<OrderFilters, 'showAll'> & Partial<OrderFilters> & { user?: number };

/** The list call's filterRule: unfinished orders unless "show all", a user, a location, an invoice name contained. */
export function orderFilterRule({ showAll, user, location = null, invoiceName = '' }: OrderNarrowing) {
  return allOf(orderListFields, [
    !showAll && unfinishedOrdersRule,
    user !== undefined && { field: 'UserId', operator: 'equal', value: user },
    location !== null && { field: 'LocationId', operator: 'equal', value: location },
    invoiceName.trim() !== '' && { field: 'InvoiceName', operator: 'contains', value: invoiceName.trim() },
  ]);
}
