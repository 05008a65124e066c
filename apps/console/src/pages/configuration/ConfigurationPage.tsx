import { Button, Card, DetailList, EmptyState, LoadingState, PageHeader } from '@velo/design-system';
import type { RunningConfiguration } from '@velo/api-client';
import { useRunningConfiguration } from '../../data/profile.ts';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

const detailsOf = (configuration: RunningConfiguration) => [
  { label: 'Currency', value: configuration.currency },
  { label: 'Access token lifetime', value: plural(configuration.accessTokenMinutes, 'minute') },
  { label: 'Refresh token lifetime', value: plural(configuration.refreshTokenDays, 'day') },
  { label: 'SMS provider', value: configuration.smsProvider },
  { label: 'E-mail provider', value: configuration.emailProvider },
  { label: 'Lock provider', value: configuration.lockProvider },
  { label: 'Payment provider', value: configuration.paymentProvider },
  { label: 'Database', value: configuration.database },
  { label: 'Demo mode', value: configuration.demo ? 'On: demo data and the outbox at /api/dev/outbox' : 'Off' },
];

/** /configuration (admin): what the server runs with, read-only. */
export default function ConfigurationPage() {
  const configuration = useRunningConfiguration();
  return (
    <>
      <PageHeader title="Configuration" description="What this server runs with. Change it in the server's environment." />
      {configuration.error ? (
        <EmptyState
          title="The configuration could not be loaded"
          description={configuration.error.message}
          action={<Button onPress={() => void configuration.mutate()}>Try again</Button>}
        />
      ) : configuration.data ? (
        <Card>
          <DetailList items={detailsOf(configuration.data)} />
        </Card>
      ) : (
        <LoadingState label="Loading the configuration" />
      )}
    </>
  );
}
