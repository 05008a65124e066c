import { getDiagnosticStatistic, type BodyOf } from '@velo/api-client';
import { Button, EmptyState, LoadingState } from '@velo/design-system';
import { PieChart } from '@velo/design-system/charts';
import { useApi } from '../../data/useApi.ts';

interface DiagnosticsSummaryProps {
  title: string;
  request: BodyOf<typeof getDiagnosticStatistic>;
}

/** The period's diagnostics counted by status, as a pie: "No data" when there are none. */
export function DiagnosticsSummary({ title, request }: DiagnosticsSummaryProps) {
  const statistic = useApi(getDiagnosticStatistic, { body: request });
  if (statistic.error) {
    return (
      <EmptyState
        title={`The ${title.toLowerCase()} could not be loaded`}
        description={statistic.error.message}
        action={<Button onPress={() => void statistic.mutate()}>Try again</Button>}
      />
    );
  }
  if (!statistic.data) return <LoadingState label={`Loading the ${title.toLowerCase()}`} />;
  const { successes, warnings, errors } = statistic.data;
  return (
    <PieChart
      title={title}
      data={[
        { label: 'Successes', value: successes, tone: 'success' },
        { label: 'Warnings', value: warnings, tone: 'warning' },
        { label: 'Errors', value: errors, tone: 'error' },
      ]}
    />
  );
}
