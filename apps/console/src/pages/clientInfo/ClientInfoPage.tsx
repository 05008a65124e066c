import { Suspense } from 'react';
import { useParams } from 'react-router';
import { AccessDenied, EmptyState, LoadingState, PageHeader } from '@velo/design-system';
import { useClientRecord } from '../../data/clients.ts';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { useSignedInUser } from '../../session/SessionProvider.tsx';
import { clientTabHref } from '../clients/clientTabs.ts';
import { clientInfoTabs } from './clientInfoTabs.ts';

/** The tabs load ahead with the page when a link to one of them is pointed at. */
export { clientInfoTabs as subpages } from './clientInfoTabs.ts';

/**
 * /client-info/{tab}: the signed-in client administrator's own client. Whoever has no client of their
 * own (a system admin, who manages clients on /clients) has nothing to show here: the access-denied view.
 */
export default function ClientInfoPage() {
  const params = useParams();
  const { clientId } = useSignedInUser();
  const tab = clientInfoTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const client = useClientRecord(tab && clientId !== null ? clientId : null);

  if (clientId === null) return <AccessDenied />;
  if (!tab) return <EmptyState title="There is no such page" />;
  if (client.error)
    return <RecordNotLoaded error={client.error} noun="client" back={null} onRetry={() => void client.mutate()} />;
  if (!client.data) return <LoadingState label="Loading your client" />;

  const Page = tab.page;
  return (
    <>
      <PageHeader title="Client Info" />
      <RouteTabs
        label="Client Info: tabs"
        tabs={clientInfoTabs}
        current={tab}
        hrefOf={(shown) => clientTabHref('/client-info', shown)}
      >
        <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
          <Page client={client.data} />
        </Suspense>
      </RouteTabs>
    </>
  );
}
