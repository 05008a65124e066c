import type { Order } from '@velo/api-client';
import { Card, OrderDetails, Stack } from '@velo/design-system';
import { OrderPayments } from './OrderPayments.tsx';

/** The Details tab: the order's status, times, user, place and prices, and its payments with their refunds. */
export default function OrderDetailsTab({ order }: { order: Order }) {
  return (
    <Stack gap={6}>
      <Card title="Order">
        <OrderDetails order={order} />
      </Card>
      <Card title="Payments">
        <OrderPayments payments={order.payments} />
      </Card>
    </Stack>
  );
}
