import { allOf, orderListFields, unfinishedOrdersRule } from '@velo/api-client';
import { flagParam, idParam, textParam, type FilterValues } from '../lists/listParams.ts';

/** The orders list's filters, by their name in the address. */
export const orderFilters = { showAll: flagParam, location: idParam, invoiceName: textParam };
export type OrderFilters = FilterValues<typeof orderFilters>;

/** The list call's filterRule: unfinished orders unless "show all", a location, an invoice name contained. */
export function orderFilterRule({ showAll, location, invoiceName }: OrderFilters) {
  return allOf(orderListFields, [
    !showAll && unfinishedOrdersRule,
    location !== null && { field: 'LocationId', operator: 'equal', value: location },
    invoiceName.trim() !== '' && { field: 'InvoiceName', operator: 'contains', value: invoiceName.trim() },
  ]);
}
