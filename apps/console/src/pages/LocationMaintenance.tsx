import { getLocationList, setLocationMaintenance, type BodyOf } from '@velo/api-client';
import { MaintenanceDialog, type LocationRow } from '@velo/design-system';
import { locationToastTimeoutMs, maintenanceFinished, maintenanceState, maintenanceTimeUpdated } from '@velo/domain';
import { useAction } from '../data/useAction.ts';

interface LocationMaintenanceProps {
  location: LocationRow;
  onClose: () => void;
}

/** A location's maintenance window in its dialog: saved or cleared on the server, closed once the server took it. */
export default function LocationMaintenance({ location, onClose }: LocationMaintenanceProps) {
  const feedback = { timeout: locationToastTimeoutMs, revalidates: [getLocationList] };
  const save = useAction(setLocationMaintenance, { ...feedback, success: maintenanceTimeUpdated });
  const finish = useAction(setLocationMaintenance, { ...feedback, success: maintenanceFinished });

  const change = async (action: typeof save, window: Omit<BodyOf<typeof setLocationMaintenance>, 'locationId'>) => {
    const saved = await action({ body: { locationId: location.id, ...window } });
    if (saved) onClose();
  };

  return (
    <MaintenanceDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      locationName={location.name}
      startTime={location.maintenanceStartTime}
      endTime={location.maintenanceEndingTime}
      state={maintenanceState(location)}
      // Start immediately sends no start (the server's now): a null start with a null end would clear the window.
      onSave={({ start, end }) => change(save, { ...(start && { maintenanceStartTime: start }), maintenanceEndingTime: end })}
      onClear={() => change(finish, { maintenanceStartTime: null, maintenanceEndingTime: null })}
    />
  );
}
