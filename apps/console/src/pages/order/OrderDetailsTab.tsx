import type { Order } from '@velo/api-client';
import { Card, DetailList, Money, OrderStatusBadge, PaymentStatusBadge, Stack } from '@velo/design-system';
import { formatDateTime, fullName } from '@velo/domain';
import { OrderPayments } from './OrderPayments.tsx';

/** The Details tab: the order's status, times, user, place and prices, and its payments with their refunds. */
export default function OrderDetailsTab({ order }: { order: Order }) {
  return (
    <Stack gap={6}>
      <Card title="Order">
        <DetailList
          items={[
            { label: 'Status', value: <OrderStatusBadge status={order.status} /> },
            { label: 'Payment', value: <PaymentStatusBadge status={order.paymentStatus} /> },
            { label: 'Created', value: formatDateTime(order.creationTime) },
            { label: 'Used from', value: formatDateTime(order.usedFrom) },
            { label: 'Used to', value: formatDateTime(order.usedTo) },
            { label: 'User', value: `${fullName(order.user)}, ${order.user.userName}` },
            { label: 'Location', value: order.location.name },
            { label: 'Door', value: order.door.name },
            { label: 'Door price', value: <Money amount={order.doorPrice} /> },
            { label: 'Price ex VAT', value: <Money amount={order.doorPriceExVat} /> },
            { label: 'VAT', value: <Money amount={order.doorPriceVat} /> },
          ]}
        />
      </Card>
      <Card title="Payments">
        <OrderPayments payments={order.payments} />
      </Card>
    </Stack>
  );
}
