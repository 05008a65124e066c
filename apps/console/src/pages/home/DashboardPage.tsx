import { lazy, Suspense } from 'react';
import { DashboardCard, EmptyState, PageHeader } from '@velo/design-system';
import { allTimeDashboardPeriod, customDashboardPeriod, dashboardPeriod } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { dashboardRequest } from '../../data/dashboard.ts';
import { useSignedInUser } from '../../session/SessionProvider.tsx';
import { DashboardFilterBar } from './DashboardFilterBar.tsx';
import { DashboardGrid, DashboardRow, DashboardCell } from './DashboardGrid.tsx';
import { PeriodPicker } from '../../pickers/PeriodPicker.tsx';
import { DoorsNeedingAttention } from './DoorsNeedingAttention.tsx';
import { KpiCards } from './KpiCards.tsx';
import { TopLocationsCard, TransactionsCard, UsersCard } from './TableCards.tsx';
import { useDashboardFilters } from './useDashboardFilters.ts';

// The charts draw with visx: they load after the figures, and only here.
const OrderHistoryCard = lazy(() => import('./ChartCards.tsx').then((charts) => ({ default: charts.OrderHistoryCard })));
const UsageStructureCard = lazy(() => import('./ChartCards.tsx').then((charts) => ({ default: charts.UsageStructureCard })));

/** The analytics home of admin and a client administrator: filters, period tabs and the cards. */
export function DashboardPage() {
  const user = useSignedInUser();
  const mayChooseClient = useCan()(['view', 'dashboardClientFilter']);
  const { filters: asked, setFilters } = useDashboardFilters();
  // A client administrator's dashboard is its own client's, whatever the address says.
  const filters = mayChooseClient ? asked : { ...asked, client: user.clientId };
  const request = dashboardRequest(filters, new Date());
  const isAllTime = filters.period === allTimeDashboardPeriod;

  return (
    <>
      <PageHeader title="Dashboard" />
      <DashboardFilterBar filters={filters} onChange={setFilters} mayChooseClient={mayChooseClient} request={request} />
      <PeriodPicker
        periods={dashboardPeriod.options}
        customPeriod={customDashboardPeriod}
        filters={filters}
        onChange={setFilters}
      >
        {request ? (
          <DashboardGrid>
            <KpiCards request={request} hasComparison={!isAllTime} />
            <Suspense fallback={<DashboardCard title="All orders history" isLoading children={null} />}>
              <OrderHistoryCard request={request} />
            </Suspense>
            <TransactionsCard request={request} />
            <DashboardRow>
              <DashboardCell>
                <TopLocationsCard request={request} clientId={filters.client} />
              </DashboardCell>
              <DashboardCell>
                <UsersCard request={request} />
              </DashboardCell>
            </DashboardRow>
            <Suspense fallback={<DashboardCard title="Usage structure" isLoading children={null} />}>
              <UsageStructureCard request={request} />
            </Suspense>
            <DoorsNeedingAttention request={request} />
          </DashboardGrid>
        ) : (
          <EmptyState title="Choose a range" description="Pick the first and the last day to see their figures." />
        )}
      </PeriodPicker>
    </>
  );
}
