import { getPaymentOptions, type PaymentOption } from '@velo/api-client';
import { Button, DataTable, EmptyState, type DataTableColumn } from '@velo/design-system';
import { useApi } from '../../data/useApi.ts';
import type { UserTabProps } from './userTabProps.ts';

const columns: Array<DataTableColumn<PaymentOption>> = [
  { id: 'name', header: 'Name', cell: (card) => card.name, isRowHeader: true },
  { id: 'brand', header: 'Brand', cell: (card) => card.brand },
  { id: 'expireDate', header: 'Expires', cell: (card) => card.expireDate },
  { id: 'cardId', header: 'Card Id', cell: (card) => card.cardId },
];

/** Payment Options: the cards the payment provider keeps for the user, newest first. */
export default function UserPaymentOptionsTab({ user }: UserTabProps) {
  const cards = useApi(getPaymentOptions, { query: { userId: user.id } });
  return (
    <DataTable
      aria-label="Payment options of the user"
      loadingLabel="Loading payment options"
      columns={columns}
      rows={cards.data ?? []}
      rowKey={(card) => card.cardId}
      isLoading={cards.isLoading}
      emptyState={
        cards.error ? (
          <EmptyState
            title="The payment options could not be loaded"
            description={cards.error.message}
            action={<Button onPress={() => void cards.mutate()}>Try again</Button>}
          />
        ) : (
          <EmptyState title="No payment options" description="The user has saved no card." />
        )
      }
    />
  );
}
