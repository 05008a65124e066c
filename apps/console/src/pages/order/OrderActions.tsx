import { completeOrder, getOrderById, getOrderList, reactivateOrder, type Order } from '@velo/api-client';
import { Button, Inline } from '@velo/design-system';
import { canCompleteOrder, canReactivateOrder, orderCompleted, orderReactivated } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useAction } from '../../data/useAction.ts';

const revalidates = [getOrderById, getOrderList];

/** Complete and Reactivate, each offered when the user may and the order's status allows it. */
export function OrderActions({ order }: { order: Order }) {
  const can = useCan();
  const complete = useAction(completeOrder, { success: orderCompleted, revalidates });
  const reactivate = useAction(reactivateOrder, { success: orderReactivated, revalidates });
  const query = { orderId: order.id };

  return (
    <Inline gap={3}>
      {can(['complete', 'order']) && canCompleteOrder(order.status) && (
        <Button variant="primary" onPress={() => void complete({ query })}>
          Complete order
        </Button>
      )}
      {can(['reactivate', 'order']) && canReactivateOrder(order.status) && (
        <Button variant="secondary" onPress={() => void reactivate({ query })}>
          Reactivate order
        </Button>
      )}
    </Inline>
  );
}
