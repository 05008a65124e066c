import { useParams } from 'react-router';
import { ApiError } from '@velo/api-client';
import {
  Button,
  EmptyState,
  Inline,
  LinkButton,
  LoadingState,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@velo/design-system';
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
  if (order.error) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <EmptyState
        title={missing ? 'There is no such order' : 'The order could not be loaded'}
        description={missing ? undefined : order.error.message}
        action={missing ? backToOrders : <Button onPress={() => void order.mutate()}>Try again</Button>}
      />
    );
  }
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
      <Tabs selectedKey={tab.path} keyboardActivation="manual">
        <TabList aria-label={`${title}: tabs`}>
          {orderTabs.map((shown) => (
            <Tab key={shown.path} id={shown.path} href={orderTabHref(orderId, shown)}>
              {shown.label}
            </Tab>
          ))}
        </TabList>
        {/* A panel per tab: React Aria keeps a panel's first id, so a panel reused for the next route would name the wrong tab. */}
        <TabPanel key={tab.path} id={tab.path}>
          <Page order={order.data} />
        </TabPanel>
      </Tabs>
    </>
  );
}
