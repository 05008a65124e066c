import type { Order } from '@velo/api-client';
import { Card, InvoiceDetails } from '@velo/design-system';

/** The Invoice/Shipping tab: who the order is invoiced to. */
export default function OrderInvoiceTab({ order }: { order: Order }) {
  return (
    <Card title="Invoice">
      <InvoiceDetails invoice={order} />
    </Card>
  );
}
