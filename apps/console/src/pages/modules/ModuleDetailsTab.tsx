import { useState } from 'react';
import { getListAllLocations, getLocation, getLocationDoorList, getLocationList, updateModule } from '@velo/api-client';
import { Card, ModuleForm, type ModuleFormValues } from '@velo/design-system';
import { elementUpdated } from '@velo/domain';
import { moduleLists, moduleUpdate, useLocationName } from '../../data/modules.ts';
import { useAction } from '../../data/useAction.ts';
import { ModuleLocationPicker } from './ModuleLocationPicker.tsx';
import type { ModuleTabProps } from './moduleTabProps.ts';

/** The Details tab: a new version of the module (after a save, or someone else's) starts the form again. */
export default function ModuleDetailsTab({ module }: ModuleTabProps) {
  return <ModuleDetails key={module.concurrencyStamp} module={module} />;
}

// New doors change their location's lists too.
const changedBySave = [...moduleLists, getLocation, getLocationDoorList, getLocationList, getListAllLocations];

function ModuleDetails({ module }: ModuleTabProps) {
  const [locationId, setLocationId] = useState(module.locationId);
  const locationName = useLocationName(locationId);
  const update = useAction(updateModule, { success: elementUpdated, revalidates: changedBySave });
  const save = async (values: ModuleFormValues) => void (await update({ body: moduleUpdate(module, values) }));
  return (
    <Card>
      <ModuleForm
        value={module}
        locationPicker={<ModuleLocationPicker value={locationId} onChange={setLocationId} />}
        chosenLocationId={locationId}
        chosenLocationName={locationName}
        onSave={save}
      />
    </Card>
  );
}
