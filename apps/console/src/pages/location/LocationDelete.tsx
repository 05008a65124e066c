import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteLocation, getListAllLocations, getLocationList, type Location } from '@velo/api-client';
import { Button, ConfirmDialog } from '@velo/design-system';
import { locationDeleted } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';

/** Deleting a location, asked first: its doors, pricing and admitted groups go with it; then back to the list. */
export function LocationDelete({ location }: { location: Pick<Location, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const [isAsking, setAsking] = useState(false);
  const remove = useAction(deleteLocation, { success: locationDeleted, revalidates: [getLocationList, getListAllLocations] });

  const confirm = async () => {
    // undefined: refused, and the toast said why; the dialog stays for another try or Cancel.
    if ((await remove({ query: { id: location.id } })) === undefined) throw new Error('not deleted');
    navigate('/locations');
  };
  return (
    <>
      <Button variant="danger" onPress={() => setAsking(true)}>
        Delete location
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        variant="danger"
        title={`Delete ${location.name}?`}
        message="Its doors, pricing and groups go with it. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={confirm}
      />
    </>
  );
}
