import { formatDateTime, fullName, type OrderStatus, type PaymentStatus } from '@velo/domain';
import { DetailList } from '../DetailList/DetailList.tsx';
import { Money } from '../Money/Money.tsx';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import { PaymentStatusBadge } from '../PaymentStatusBadge/PaymentStatusBadge.tsx';

/** What an order's details show; the API client's Order fits it as it is. */
export interface OrderDetailsData {
  status: OrderStatus;
  /** None yet: "No Payment Status". */
  paymentStatus: PaymentStatus | null;
  /** ISO instants, shown in the browser's zone; a missing one is a dash. */
  creationTime: string;
  usedFrom: string | null;
  usedTo: string | null;
  user: { name: string; surname: string; userName: string };
  location: { name: string };
  door: { name: string };
  doorPrice: number;
  doorPriceExVat: number;
  doorPriceVat: number;
}

/** An order's status, times, user, place and prices as a description list (put it in a Card). */
export function OrderDetails({ order }: { order: OrderDetailsData }) {
  return (
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
  );
}
