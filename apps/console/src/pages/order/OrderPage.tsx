import { useParams } from 'react-router';
import { EmptyState, Inline, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { useOrderRecord } from '../../data/order.ts';
import { OrderActions } from './OrderActions.tsx';
import { orderTabHref, orderTabs } from './orderTabs.ts';

const backToOrders = (
  <LinkButton variant="secondary" href="/orders">
    Back to orders
  </LinkButton>
);

/** /orders/{id}/show/{tab}: one order in tabs, with the actions its status and the user's permissions allow. */
export default function OrderPage() {
  const params = useParams();
  const orderId = Number(params.id);
  const tab = orderTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const isOrderId = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useOrderRecord(tab && isOrderId ? orderId : null);

  if (!tab || !isOrderId) return <EmptyState title="There is no such page" action={backToOrders} />;
  if (order.error)
    return <RecordNotLoaded error={order.error} noun="order" back={backToOrders} onRetry={() => void order.mutate()} />;
  if (!order.data) return <LoadingState label="Loading the order" />;

  const Page = tab.page;
  const title = `Order ${order.data.id}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Inline gap={3}>
            <OrderActions order={order.data} />
            {backToOrders}
          </Inline>
        }
      />
      <RouteTabs label={`${title}: tabs`} tabs={orderTabs} current={tab} hrefOf={(shown) => orderTabHref(orderId, shown)}>
        <Page order={order.data} />
      </RouteTabs>
    </>
  );
}
