import type { Order } from '@velo/api-client';
import { Card, DetailList } from '@velo/design-system';
import { invoiceCountry } from '@velo/domain';

/** The Invoice/Shipping tab: who the order is invoiced to. */
export default function OrderInvoiceTab({ order }: { order: Order }) {
  return (
    <Card title="Invoice">
      <DetailList
        items={[
          { label: 'Name', value: order.invoiceName },
          { label: 'Phone', value: order.invoicePhone },
          { label: 'E-mail', value: order.invoiceEmail },
          { label: 'Country', value: invoiceCountry.label(order.invoiceCountryId) },
        ]}
      />
    </Card>
  );
}
