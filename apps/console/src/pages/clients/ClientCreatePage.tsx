import { useNavigate } from 'react-router';
import { createClient, getAllClients, getClientList } from '@velo/api-client';
import { ClientForm, PageHeader, Tab, TabList, TabPanel, Tabs } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/** /clients/create: a new client's details; once saved, its Administrators tab is next. */
export default function ClientCreatePage() {
  const navigate = useNavigate();
  const create = useAction(createClient, { success: savedSuccessfully, revalidates: [getClientList, getAllClients] });
  return (
    <>
      <PageHeader title="New Client" />
      <Tabs selectedKey="details" disabledKeys={['administrators']} keyboardActivation="manual">
        <TabList aria-label="New client: tabs">
          <Tab id="details">Details</Tab>
          <Tab id="administrators">Administrators</Tab>
        </TabList>
        <TabPanel id="details">
          <ClientForm
            mode="create"
            value={null}
            onCancel={() => navigate('/clients')}
            onSave={async ({ organizationEmail, ...values }) => {
              const made = await create({ body: { ...values, organizationEmail: organizationEmail ?? '' } });
              if (made) navigate(`/clients/${made.id}/administrators`);
            }}
          />
        </TabPanel>
      </Tabs>
    </>
  );
}
