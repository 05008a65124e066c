import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, Inline, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { useClientRecord } from '../../data/clients.ts';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { useClientDelete } from './ClientDelete.tsx';
import { clientTabHref, clientTabs } from './clientTabs.ts';

/** The tabs load ahead with the page when a link to one of them is pointed at. */
export { clientTabs as subpages } from './clientTabs.ts';

const backToClients = (
  <LinkButton variant="secondary" href="/clients">
    Back to clients
  </LinkButton>
);

/** /clients/{id}/{tab} (admin): "Client {name}", its Details and Administrators. */
export default function ClientPage() {
  const params = useParams();
  const navigate = useNavigate();
  const clientId = Number(params.id);
  const isClientId = Number.isSafeInteger(clientId) && clientId > 0;
  const tab = clientTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const client = useClientRecord(tab && isClientId ? clientId : null);
  const deletion = useClientDelete(() => navigate('/clients'));

  if (!tab || !isClientId) return <EmptyState title="There is no such page" action={backToClients} />;
  if (client.error)
    return <RecordNotLoaded error={client.error} noun="client" back={backToClients} onRetry={() => void client.mutate()} />;
  if (!client.data) return <LoadingState label="Loading the client" />;

  const Page = tab.page;
  const title = `Client ${client.data.name}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Inline gap={3}>
            <Button variant="danger" onPress={() => deletion.ask(client.data!)}>
              Delete client
            </Button>
            {backToClients}
          </Inline>
        }
      />
      <RouteTabs
        label={`${title}: tabs`}
        tabs={clientTabs}
        current={tab}
        hrefOf={(shown) => clientTabHref(`/clients/${clientId}`, shown)}
      >
        <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
          <Page client={client.data} />
        </Suspense>
      </RouteTabs>
      {deletion.dialog}
    </>
  );
}
