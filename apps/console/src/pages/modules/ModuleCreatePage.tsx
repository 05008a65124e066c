import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createModule } from '@velo/api-client';
import { Card, ModuleForm, PageHeader, Tab, TabList, TabPanel, Tabs, type ModuleFormValues } from '@velo/design-system';
import { savedSuccessfully } from '@velo/domain';
import { moduleLists, useLocationName } from '../../data/modules.ts';
import { useAction } from '../../data/useAction.ts';
import { ModuleLocationPicker } from './ModuleLocationPicker.tsx';

/** /modules/create: a new module's details; its items (door components) are added once it is saved. */
export default function ModuleCreatePage() {
  const navigate = useNavigate();
  const [locationId, setLocationId] = useState<number | null>(null);
  const locationName = useLocationName(locationId);
  const create = useAction(createModule, { success: savedSuccessfully, revalidates: moduleLists });

  const save = async ({ newDoorItemIds: _none, ...details }: ModuleFormValues) => {
    const created = await create({ body: details });
    if (created) navigate(`/modules/${created.id}/items`);
  };
  return (
    <>
      <PageHeader title="New module" />
      <Tabs selectedKey="details" disabledKeys={['items']} keyboardActivation="manual">
        <TabList aria-label="New module: tabs">
          <Tab id="details">Details</Tab>
          <Tab id="items">Items</Tab>
        </TabList>
        <TabPanel id="details">
          <Card>
            <ModuleForm
              value={null}
              locationPicker={<ModuleLocationPicker value={locationId} onChange={setLocationId} />}
              chosenLocationId={locationId}
              chosenLocationName={locationName}
              onSave={save}
              onCancel={() => navigate('/modules')}
            />
          </Card>
        </TabPanel>
      </Tabs>
    </>
  );
}
