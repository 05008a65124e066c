import { useState } from 'react';
import type { User } from '@velo/api-client';
import { userFormChoices } from '../../data/users.ts';
import { ClientPicker } from '../../pickers/ClientPicker.tsx';
import { useSignedInUser } from '../../session/SessionProvider.tsx';

/**
 * What the user form shows the signed-in user for a user (null: a new one): its choices, and the
 * client, held here as the form's client slot is the console's picker (a client administrator's is
 * its own client, fixed).
 */
export function useUserFormSetup(user: User | null) {
  const me = useSignedInUser();
  const [clientId, setClientId] = useState<number | null>(user?.clientId ?? null);
  const editor = { role: me.role, id: me.id };
  const choices = userFormChoices(editor, user, clientId);
  // End users belong to a client only as its employees: an admin may still place them.
  const clientPicker = (choices.mayChooseClient || user === null || user.clientId !== null) && (
    <ClientPicker
      value={clientId}
      onChange={setClientId}
      placeholder="No client"
      description={choices.mayChooseClient && user?.isAdmin !== false ? 'Staff of a client are its administrators.' : undefined}
      isReadOnly={!choices.mayChooseClient}
    />
  );
  return { editor, clientId, choices, clientPicker };
}
