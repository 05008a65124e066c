import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GroupForm, PageHeader, Tab, TabList, TabPanel, Tabs } from '@velo/design-system';
import { ClientPicker } from '../../pickers/ClientPicker.tsx';
import { useGroupSave } from './useGroupSave.ts';

/** /user-groups/create: a new group's details (an admin's); once saved, its Users tab is next. */
export default function GroupCreatePage() {
  const navigate = useNavigate();
  const [clientId, setClientId] = useState<number | null>(null);
  const save = useGroupSave();

  return (
    <>
      <PageHeader title="New Group" />
      <Tabs selectedKey="details" disabledKeys={['users']} keyboardActivation="manual">
        <TabList aria-label="New group: tabs">
          <Tab id="details">Details</Tab>
          <Tab id="users">Users</Tab>
        </TabList>
        <TabPanel id="details">
          <GroupForm
            value={null}
            clientPicker={<ClientPicker value={clientId} onChange={setClientId} />}
            onCancel={() => navigate('/user-groups')}
            onSave={async (values) => {
              const saved = await save(values, clientId);
              if (saved) navigate(`/user-groups/${saved.id}/users`);
            }}
          />
        </TabPanel>
      </Tabs>
    </>
  );
}
