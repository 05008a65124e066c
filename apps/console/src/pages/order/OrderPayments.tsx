import { useState } from 'react';
import { getOrderById, getOrderList, refundPayment, searchUserOrder, type Payment } from '@velo/api-client';
import { Button, DataTable, Money, PaymentStatusBadge, RefundDialog, type DataTableColumn } from '@velo/design-system';
import { canRefundPayment, formatDateTime, orderRefundSuccess } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useAction } from '../../data/useAction.ts';

/** An order's payments, each with a Refund (after a confirmation) where the user may refund and the payment is Paid. */
export function OrderPayments({ payments, label = 'Payments' }: { payments: readonly Payment[]; label?: string }) {
  const canRefund = useCan()(['refund', 'payment']);
  const refund = useAction(refundPayment, {
    success: orderRefundSuccess,
    revalidates: [getOrderById, getOrderList, searchUserOrder],
  });
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

  return (
    <>
      <DataTable aria-label={label} columns={columns} rows={payments} rowKey={(payment) => payment.id} emptyState="No payments" />
      <RefundDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onConfirm={async () => {
          // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
          if (refunding && (await refund({ body: { paymentId: refunding.id } })) === undefined) throw new Error('not refunded');
        }}
      />
    </>
  );
}
