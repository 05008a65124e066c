import type { DashboardRequest } from '@velo/api-client';
import { DashboardCard } from '@velo/design-system';
import { BarChart, HourOfDayChart } from '@velo/design-system/charts';
import { historyChartMinimumBars } from '@velo/domain';
import { useOrderHistory, usePeakRentalHours } from '../../data/dashboard.ts';
import { cardState } from './cardState.ts';

/** Orders made in each hour, day or month of the period. */
export function OrderHistoryCard({ request }: { request: DashboardRequest }) {
  const history = useOrderHistory(request);
  return (
    <DashboardCard title="All orders history" {...cardState(history)}>
      <BarChart
        title="All orders history"
        data={history.data?.chartData ?? []}
        valueLabel="Orders"
        minimumBars={historyChartMinimumBars}
      />
    </DashboardCard>
  );
}

/** Orders started by the hour of the day. */
export function UsageStructureCard({ request }: { request: DashboardRequest }) {
  const hours = usePeakRentalHours(request);
  return (
    <DashboardCard title="Usage structure" {...cardState(hours)}>
      <HourOfDayChart title="Usage structure" data={hours.data?.[0]?.chartData ?? []} valueLabel="Orders" />
    </DashboardCard>
  );
}
