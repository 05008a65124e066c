import { useMemo } from 'react';
import type { DashboardRequest } from '@velo/api-client';
import { DashboardCard, RankedList, TransactionsTable } from '@velo/design-system';
import { useDashboardLocations, useTopLocations, useTransactions, useUserStructure } from '../../data/dashboard.ts';
import { useLinkTo } from '../../access/useLinkTo.tsx';
import { cardState } from './cardState.ts';

const noData = 'No data';

/** The period's latest orders with payments, each a link to its order for those who may open it. */
export function TransactionsCard({ request }: { request: DashboardRequest }) {
  const transactions = useTransactions(request);
  const orderLink = useLinkTo()('/orders/:id/show');
  return (
    <DashboardCard title="Transactions" {...cardState(transactions)}>
      <TransactionsTable transactions={transactions.data ?? []} orderHref={orderLink} emptyText={noData} />
    </DashboardCard>
  );
}

/** A location's page; the locations list filtered by its name when two share it (the counts come by name). */
const locationHref = (name: string, id: number | null | undefined) =>
  id ? `/locations/${id}` : `/locations?showAll=1&name=${encodeURIComponent(name)}`;

/** The locations with the most orders, each a link to its page. */
export function TopLocationsCard({ request, clientId }: { request: DashboardRequest; clientId: number | null }) {
  const top = useTopLocations(request);
  const locations = useDashboardLocations(clientId);
  const idsByName = useMemo(() => {
    const ids = new Map<string, number | null>();
    // Two locations of one name: which one is meant is unknown.
    for (const location of locations.data ?? []) ids.set(location.name, ids.has(location.name) ? null : location.id);
    return ids;
  }, [locations.data]);
  const items = Object.entries(top.data?.chartData ?? {}).map(([name, orders]) => ({
    id: name,
    label: name,
    value: orders,
    href: locationHref(name, idsByName.get(name)),
  }));
  return (
    <DashboardCard title="Top 10 Locations" {...cardState(top)}>
      <RankedList
        title="Top 10 Locations"
        labelHeader="Location"
        valueHeader="Order Counts"
        items={items}
        showBars
        emptyText={noData}
      />
    </DashboardCard>
  );
}

/** The user base by kind of customer. */
export function UsersCard({ request }: { request: DashboardRequest }) {
  const users = useUserStructure(request);
  const items = Object.entries(users.data?.chartData ?? {}).map(([kind, number]) => ({ id: kind, label: kind, value: number }));
  return (
    <DashboardCard title="Users" {...cardState(users)}>
      <RankedList title="Users" labelHeader="User base" valueHeader="Number" items={items} emptyText={noData} />
    </DashboardCard>
  );
}
