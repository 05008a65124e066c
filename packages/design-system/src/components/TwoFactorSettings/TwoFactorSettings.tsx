import { useState } from 'react';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { twoFactorProvider, type TwoFactorProvider } from '@velo/domain';
import { Box } from '../Box/index.ts';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DetailList } from '../DetailList/index.ts';
import { Inline } from '../Inline/index.ts';
import { Stack } from '../Stack/index.ts';
import { TwoFactorForm, type TwoFactorChoice } from './TwoFactorForm.tsx';

export type { TwoFactorChoice };

/** The user's two-factor settings as the server answers them; the number in the "00" form. */
export interface TwoFactorState {
  isTwoFactorEnabled: boolean;
  phoneNumber: string | null;
  authProvider: TwoFactorProvider | null;
}

export interface TwoFactorSettingsProps {
  value: TwoFactorState;
  /** Turns it on or changes it; settles true when saved, which closes the form. */
  onSave(choice: TwoFactorChoice): Promise<boolean>;
  /** Turns it off; settles once done (a failure was reported by the caller). */
  onRemove(): Promise<unknown>;
}

/** "+47 91 23 45 67" for "004791234567"; the number as given when it cannot be read. */
export function formatWirePhoneNumber(wire: string): string {
  const international = `+${wire.replace(/^00/, '')}`;
  return parsePhoneNumberFromString(international)?.formatInternational() ?? international;
}

/**
 * Two-factor sign-in: off shows Enable; on shows the method and the number with Edit and Remove
 * (asked first). Enable and Edit open the form in place.
 */
export function TwoFactorSettings({ value, onSave, onRemove }: TwoFactorSettingsProps) {
  const [isEditing, setEditing] = useState(false);
  const [isRemoving, setRemoving] = useState(false);

  if (isEditing) {
    return (
      <TwoFactorForm
        initial={value}
        onSave={async (choice) => {
          const saved = await onSave(choice);
          if (saved) setEditing(false);
          return saved;
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }

  if (!value.isTwoFactorEnabled) {
    return (
      <Stack gap={4}>
        <Box as="p" color="secondary">
          Two-factor authentication is off. Turn it on to be asked for a code sent by SMS or e-mail when you sign in.
        </Box>
        <Inline gap={3}>
          <Button variant="primary" onPress={() => setEditing(true)}>
            Enable
          </Button>
        </Inline>
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <DetailList
        items={[
          { label: 'Status', value: 'On' },
          { label: 'Method', value: value.authProvider ? twoFactorProvider.label(value.authProvider) : null },
          { label: 'Phone number', value: value.phoneNumber ? formatWirePhoneNumber(value.phoneNumber) : null },
        ]}
      />
      <Inline gap={3}>
        <Button onPress={() => setEditing(true)}>Edit</Button>
        <Button variant="danger" onPress={() => setRemoving(true)}>
          Remove
        </Button>
      </Inline>
      <ConfirmDialog
        isOpen={isRemoving}
        onOpenChange={setRemoving}
        title="Remove two-factor authentication"
        message="You will sign in with your password only. Remove two-factor authentication?"
        confirmLabel="Remove"
        variant="danger"
        onConfirm={async () => {
          await onRemove();
        }}
      />
    </Stack>
  );
}
