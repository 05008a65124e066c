import { useState } from 'react';
import { getUser, getUserList, sendSmsMessage, suspendUser, type User } from '@velo/api-client';
import { Button, Inline, SmsDialog, SuspendDialog } from '@velo/design-system';
import { fullName, messageSentToUser, statusChanged } from '@velo/domain';
import { useCan } from '../../access/useCan.ts';
import { useAction } from '../../data/useAction.ts';
import { useSignedInUser } from '../../session/SessionProvider.tsx';
import { useUserDelete } from './useUserDelete.tsx';

const revalidates = [getUser, getUserList];

/** Suspend or Activate and Send SMS (admin), and Delete where allowed; never on oneself. */
export function UserActions({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const can = useCan();
  const isSelf = useSignedInUser().id === user.id;
  const [dialog, setDialog] = useState<'suspend' | 'sms' | null>(null);
  // What the dialog was opened to do: the user's record, asked again once it is done, must not turn a closing
  // "Activate" dialog into "Suspend".
  const [suspension, setSuspension] = useState(!user.suspended);
  const suspend = useAction(suspendUser, { success: statusChanged, revalidates });
  const send = useAction(sendSmsMessage, { success: messageSentToUser, revalidates: [] });
  const deletion = useUserDelete(onDeleted);
  const name = fullName(user);
  const close = () => setDialog(null);

  // A refusal keeps the dialog open (the toast says why); a success closes it.
  const done = (result: unknown) => {
    if (result === undefined) throw new Error('refused');
    close();
  };

  return (
    <Inline gap={3}>
      {can(['activate', 'user']) && !isSelf && (
        <Button
          variant={user.suspended ? 'primary' : 'secondary'}
          onPress={() => {
            setSuspension(!user.suspended);
            setDialog('suspend');
          }}
        >
          {user.suspended ? 'Activate' : 'Suspend'}
        </Button>
      )}
      {can(['edit', 'endUser']) && user.phoneNumber && (
        <Button variant="secondary" onPress={() => setDialog('sms')}>
          Send SMS
        </Button>
      )}
      {can(['delete', 'clientAdministrator']) && !isSelf && (
        <Button variant="danger" onPress={() => deletion.ask(user)}>
          Delete
        </Button>
      )}
      <SuspendDialog
        isOpen={dialog === 'suspend'}
        onOpenChange={(open) => !open && close()}
        userName={name}
        isSuspended={!suspension}
        onConfirm={async (reason) => done(await suspend({ body: { userId: user.id, suspension, message: reason } }))}
      />
      <SmsDialog
        isOpen={dialog === 'sms'}
        onOpenChange={(open) => !open && close()}
        userName={name}
        onSend={async (message) => done(await send({ body: { userId: user.id, message } }))}
      />
      {deletion.dialog}
    </Inline>
  );
}
