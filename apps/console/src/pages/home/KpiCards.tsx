import type { DashboardRequest, OrderLengthEntry } from '@velo/api-client';
import { KpiCard } from '@velo/design-system';
import { formatMoney, percentChange } from '@velo/domain';
import { useOrderLength, useRevenue } from '../../data/dashboard.ts';
import { cardState } from './cardState.ts';
import { DashboardCell, DashboardRow } from './DashboardGrid.tsx';

interface KpiCardsProps {
  request: DashboardRequest;
  /** False for All time: there is no period before it, and the changes read "No Change". */
  hasComparison: boolean;
}

const entry = (entries: OrderLengthEntry[] | undefined, label: OrderLengthEntry['label']) =>
  entries?.find((candidate) => candidate.label === label);

/** Revenue, average parked duration and number of orders, each against the period before. */
export function KpiCards({ request, hasComparison }: KpiCardsProps) {
  const revenue = useRevenue(request);
  const orderLength = useOrderLength(request);
  const change = (current: number | undefined, previous: number | undefined) =>
    hasComparison && current !== undefined && previous !== undefined ? percentChange(current, previous) : null;
  const totals = revenue.data?.chartData;
  const lengths = orderLength.data;
  const [average, previousAverage] = [entry(lengths, 'Average'), entry(lengths, 'PreviousAvg')];
  const [count, previousCount] = [entry(lengths, 'Count'), entry(lengths, 'PreviousCount')];

  return (
    <DashboardRow>
      <DashboardCell>
        <KpiCard
          title="Revenue"
          value={totals ? formatMoney(totals.Total) : ''}
          change={change(totals?.Total, totals?.Previous)}
          {...cardState(revenue)}
        />
      </DashboardCell>
      <DashboardCell>
        <KpiCard
          title="Average parked duration"
          value={average?.displayText ?? ''}
          change={change(average?.value, previousAverage?.value)}
          {...cardState(orderLength)}
        />
      </DashboardCell>
      <DashboardCell>
        <KpiCard
          title="Number of orders"
          value={count?.displayText ?? ''}
          change={change(count?.value, previousCount?.value)}
          {...cardState(orderLength)}
        />
      </DashboardCell>
    </DashboardRow>
  );
}
