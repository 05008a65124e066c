import {
  codeSendFailed,
  codeSent,
  resendSuccessDelayMs,
  twoFactorCodeLength,
  twoFactorProvider,
  twoFactorProviders,
  type TwoFactorProvider,
} from '@velo/domain';
import { useId, useState, type FormEvent } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { CodeInput } from '../CodeInput/index.ts';
import { actions } from '../Dialog/Dialog.css.ts';
import { Dialog } from '../Dialog/index.ts';
import { label } from '../Field/Field.css.ts';
import { Form } from '../Form/index.ts';
import { Icon } from '../Icon/index.ts';
import { form, providerGroup, resendRow, resendStatus, segment, segments } from './TwoFactorDialog.css.ts';

export interface TwoFactorDialogProps {
  isOpen: boolean;
  /** Where the code was sent; the user may switch before asking for a new code. */
  provider: TwoFactorProvider;
  onProviderChange(provider: TwoFactorProvider): void;
  /** Sends a new code; a rejection shows the spec's failure message. */
  onResend(): Promise<void>;
  onConfirm(code: string, rememberClient: boolean): void | Promise<void>;
  /** The server's answer to a wrong code, shown as an alert. */
  error: string | null;
  onCancel(): void;
}

/** Sign-in's second step: the code sent by SMS or e-mail, with resend and "remember this browser". */
export function TwoFactorDialog({ isOpen, onCancel, ...props }: TwoFactorDialogProps) {
  return (
    <Dialog
      title="Two-factor verification"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={false}
      size="sm"
    >
      {/* Inside the dialog, so every opening starts from an empty code. */}
      <TwoFactorForm {...props} onCancel={onCancel} />
    </Dialog>
  );
}

const sentBy: Record<TwoFactorProvider, string> = { [twoFactorProviders.sms]: 'SMS', [twoFactorProviders.email]: 'e-mail' };

type ResendState = 'idle' | 'pending' | 'sent' | 'failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function TwoFactorForm({
  provider,
  onProviderChange,
  onResend,
  onConfirm,
  error,
  onCancel,
}: Omit<TwoFactorDialogProps, 'isOpen'>) {
  const providerLabelId = useId();
  const [code, setCode] = useState('');
  const [rememberClient, setRememberClient] = useState(false);
  const [resend, setResend] = useState<ResendState>('idle');
  const [isConfirming, setConfirming] = useState(false);
  const isComplete = code.length === twoFactorCodeLength;

  async function resendCode() {
    setResend('pending');
    // The outcome shows no sooner than resendSuccessDelayMs after the press, even when the answer is quicker.
    const [outcome] = await Promise.all([
      onResend().then(
        () => 'sent' as const,
        () => 'failed' as const,
      ),
      wait(resendSuccessDelayMs),
    ]);
    setResend(outcome);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || isConfirming) return;
    const result = onConfirm(code, rememberClient);
    if (!result) return;
    setConfirming(true);
    try {
      await result;
    } catch {
      // The caller shows what went wrong through `error`.
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <p>
        We sent a {twoFactorCodeLength}-digit code by {sentBy[provider]}.
      </p>
      <Form onSubmit={confirm} error={error} className={form}>
        <div className={providerGroup}>
          <span id={providerLabelId} className={label}>
            Send the code by
          </span>
          <ToggleButtonGroup
            aria-labelledby={providerLabelId}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[provider]}
            onSelectionChange={(keys) => {
              const [selected] = keys;
              if (twoFactorProvider.has(selected)) onProviderChange(selected);
            }}
            className={segments}
          >
            {twoFactorProvider.options.map((option) => (
              <ToggleButton key={option.value} id={option.value} className={segment}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>

        <CodeInput label="Verification code" onChange={setCode} autoFocus />

        <div className={resendRow}>
          <Button size="sm" onPress={resendCode} isPending={resend === 'pending'}>
            Resend code
          </Button>
          <span
            role="status"
            className={resend === 'sent' || resend === 'failed' ? resendStatus({ outcome: resend }) : undefined}
          >
            {resend === 'sent' && (
              <>
                <Icon name="check" size={16} />
                {codeSent}
              </>
            )}
            {resend === 'failed' && (
              <>
                <Icon name="alert" size={16} />
                {codeSendFailed}
              </>
            )}
          </span>
        </div>

        <Checkbox isSelected={rememberClient} onChange={setRememberClient}>
          Remember this browser for 30 days
        </Checkbox>

        <div className={actions}>
          <Button onPress={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary" isDisabled={!isComplete} isPending={isConfirming}>
            Confirm
          </Button>
        </div>
      </Form>
    </>
  );
}
