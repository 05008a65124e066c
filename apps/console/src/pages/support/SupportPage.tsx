import { useState, type FormEvent } from 'react';
import { orderListFields, searchPageSize, searchUserOrder, type Order } from '@velo/api-client';
import { Button, EmptyState, FilterBar, Form, Inline, LinkButton, NumberField, PageHeader, Stack } from '@velo/design-system';
import { fullName, pageSizeOptions } from '@velo/domain';
import { useApi } from '../../data/useApi.ts';
import { idParam } from '../../lists/listParams.ts';
import { useListParams } from '../../lists/useListParams.ts';
import { OrderPayments } from '../order/OrderPayments.tsx';
import { OrderTable } from '../order/OrderTable.tsx';

const searchFilters = { userId: idParam, orderId: idParam };
const giveAnId = 'Enter a user ID, an order ID or both.';
// Ids are shown as typed: no thousands separators.
const idFormat = { useGrouping: false, maximumFractionDigits: 0 } as const;

/** What a found order's row opens to: its payments, with Refund where allowed, and the way to the user's other orders. */
function FoundOrder({ order }: { order: Order }) {
  return (
    <Stack gap={3}>
      <OrderPayments payments={order.payments} label={`Payments of order ${order.id}`} />
      <Inline gap={2}>
        <LinkButton variant="secondary" size="sm" href={`/support?userId=${order.userId}`}>
          All orders of {fullName(order.user)}
        </LinkButton>
      </Inline>
    </Stack>
  );
}

interface SearchIds {
  userId: number | null;
  orderId: number | null;
}

/** The two ids, starting from those of the address; Search asks for at least one. */
function SearchForm({ asked, onSearch }: { asked: SearchIds; onSearch: (ids: SearchIds) => void }) {
  const [userId, setUserId] = useState(asked.userId ?? Number.NaN);
  const [orderId, setOrderId] = useState(asked.orderId ?? Number.NaN);
  const [error, setError] = useState<string | null>(null);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = { userId: Number.isNaN(userId) ? null : userId, orderId: Number.isNaN(orderId) ? null : orderId };
    const isEmpty = ids.userId === null && ids.orderId === null;
    setError(isEmpty ? giveAnId : null);
    if (!isEmpty) onSearch(ids);
  };
  return (
    <Form role="search" aria-label="Find orders" onSubmit={search} error={error}>
      <FilterBar label="Find orders by">
        <NumberField label="User ID" minValue={1} formatOptions={idFormat} value={userId} onChange={setUserId} />
        <NumberField label="Order ID" minValue={1} formatOptions={idFormat} value={orderId} onChange={setOrderId} />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </FilterBar>
    </Form>
  );
}

/**
 * /support: finds orders by the user's id, the order's id or both, newest first, each a link to the order, with its
 * payments and their refunds a row's details away. The search lives in the address, so a found list can be shared.
 */
export default function SupportPage() {
  const params = useListParams({
    fields: orderListFields,
    filters: searchFilters,
    sorting: 'CreationTime DESC',
    pageSize: searchPageSize.default,
    pageSizes: pageSizeOptions,
  });
  const { userId, orderId } = params.filters;
  const hasSearch = userId !== null || orderId !== null;
  const answer = useApi(
    searchUserOrder,
    hasSearch
      ? {
          query: {
            ...(userId === null ? {} : { userId }),
            ...(orderId === null ? {} : { orderId }),
            page: params.page,
            perPage: params.pageSize,
          },
        }
      : null,
  );

  return (
    <>
      <PageHeader title="Support" />
      <SearchForm key={`${userId}:${orderId}`} asked={{ userId, orderId }} onSearch={params.setFilters} />
      {hasSearch ? (
        <OrderTable
          aria-label="Orders found"
          orders={{
            ...params,
            items: answer.data?.items ?? [],
            totalCount: answer.data?.totalCount ?? 0,
            isTotalCapped: answer.data?.totalCountIsCapped ?? false,
            isLoading: answer.isLoading || answer.isValidating,
            error: answer.error ?? null,
            retry: () => void answer.mutate(),
          }}
          renderExpanded={(order) => <FoundOrder order={order} />}
        />
      ) : (
        <EmptyState title="Find a user's orders" description="Search by the user's ID, the order's ID or both." />
      )}
    </>
  );
}
