import { useState } from 'react';
import { GroupForm } from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
import { ClientPicker } from '../../pickers/ClientPicker.tsx';
import type { GroupTabProps } from './groupTabProps.ts';
import { useGroupSave } from './useGroupSave.ts';

/** The Details tab: an admin edits the name, description and client; a client administrator reads them. */
export default function GroupDetailsTab({ group }: GroupTabProps) {
  const mayEdit = useCan()(['edit', 'group']);
  const [clientId, setClientId] = useState(group.clientId);
  const save = useGroupSave();

  return (
    <GroupForm
      value={group}
      isReadOnly={!mayEdit}
      clientPicker={mayEdit && <ClientPicker value={clientId} onChange={setClientId} />}
      onSave={(values) => save(values, clientId, { id: group.id, concurrencyStamp: group.concurrencyStamp })}
    />
  );
}
