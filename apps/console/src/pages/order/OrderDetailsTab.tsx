import { useState } from 'react';
import { getOrderById, getOrderList, refundPayment, type Order, type Payment } from '@velo/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DetailList,
  Money,
  OrderStatusBadge,
  PaymentStatusBadge,
  Stack,
  type DataTableColumn,
} from '@velo/design-system';
import { canRefundPayment, formatDateTime, fullName, orderRefundSuccess } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useAction } from '../../data/useAction.ts';

/** The Details tab: the order's status, times, user, place and prices, and its payments with their refunds. */
export default function OrderDetailsTab({ order }: { order: Order }) {
  const canRefund = useCan()(['refund', 'payment']);
  const refund = useAction(refundPayment, { success: orderRefundSuccess, revalidates: [getOrderById, getOrderList] });
  const [refunding, setRefunding] = useState<Payment | null>(null);

  const columns: Array<DataTableColumn<Payment>> = [
    { id: 'Reference', header: 'Reference', cell: (payment) => payment.reference ?? `Payment ${payment.id}`, isRowHeader: true },
    { id: 'CreationTime', header: 'Time', cell: (payment) => formatDateTime(payment.creationTime) },
    { id: 'Status', header: 'Status', cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
    { id: 'Amount', header: 'Amount', cell: (payment) => <Money amount={payment.amount} />, align: 'end' },
  ];
  if (canRefund) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      cell: (payment) =>
        canRefundPayment(payment.status) && (
          <Button variant="secondary" size="sm" onPress={() => setRefunding(payment)}>
            Refund
          </Button>
        ),
    });
  }

  const confirmRefund = async (payment: Payment) => {
    // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
    if ((await refund({ body: { paymentId: payment.id } })) === undefined) throw new Error('not refunded');
  };

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
        <DataTable
          aria-label="Payments"
          columns={columns}
          rows={order.payments}
          rowKey={(payment) => payment.id}
          emptyState="No payments"
        />
      </Card>
      {refunding && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setRefunding(null)}
          variant="danger"
          title={`Refund ${refunding.reference ?? `payment ${refunding.id}`}?`}
          message={
            <>
              The payment of <Money amount={refunding.amount} /> goes back to the user. This cannot be undone.
            </>
          }
          confirmLabel="Refund"
          onConfirm={() => confirmRefund(refunding)}
        />
      )}
    </Stack>
  );
}
