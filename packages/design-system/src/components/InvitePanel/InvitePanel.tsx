import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { inviteRoute } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Card, type CardProps } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Select } from '../Select/Select.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { code as codeStyle, errorText, grow, messageIcon, noCode, numberField, successText } from './InvitePanel.css.ts';

/** The countries whose numbers the SMS form takes, Norway first (the default). */
export const inviteCountries = [
  { id: 'NO', label: 'Norway (+47)' },
  { id: 'SE', label: 'Sweden (+46)' },
  { id: 'DK', label: 'Denmark (+45)' },
  { id: 'FI', label: 'Finland (+358)' },
  { id: 'DE', label: 'Germany (+49)' },
  { id: 'GB', label: 'United Kingdom (+44)' },
] as const satisfies readonly { id: CountryCode; label: string }[];

export type InviteCountry = (typeof inviteCountries)[number]['id'];

export interface InvitePanelProps {
  /** The location's invite code; `null` while it has none. */
  code: string | null;
  /** Where the console is served, e.g. `https://velo.example/`: the link is `{inviteBaseUrl}#/invite/{code}`. */
  inviteBaseUrl: string;
  /** Sends the subscription link to a number in E.164 (`+4791234567`); rejects with the server's message. */
  onSend: (phoneE164: string) => Promise<void>;
  isSendDisabled?: boolean;
  /** 2 for cards on a page under its h1, 3 inside a titled section (a tab). */
  headingLevel?: CardProps['headingLevel'];
}

/** The invite link of a code: the console's public invite route. */
export const inviteLink = (inviteBaseUrl: string, code: string) => `${inviteBaseUrl}${inviteRoute(code)}`;

const copiedForMs = 2000;

/**
 * A location's invite: the code, its link with a Copy button, and a form that texts the subscription link to a
 * phone number. It fetches nothing: the page gives the code and sends through `onSend`.
 */
export function InvitePanel({ code, inviteBaseUrl, onSend, isSendDisabled, headingLevel = 2 }: InvitePanelProps) {
  return (
    <Stack gap={5}>
      <Card title="Invite code" headingLevel={headingLevel} padding={5}>
        {code === null ? (
          <p className={noCode}>No invite code yet</p>
        ) : (
          <Stack gap={4}>
            <p className={codeStyle}>{code}</p>
            <CopyableLink link={inviteLink(inviteBaseUrl, code)} />
          </Stack>
        )}
      </Card>
      <Card title="Send the link by SMS" headingLevel={headingLevel} padding={5}>
        <SendLinkForm onSend={onSend} isSendDisabled={isSendDisabled} />
      </Card>
    </Stack>
  );
}

// A new object per copy, so that copying again restarts the 2 seconds.
type CopyState = { kind: 'idle' | 'copied' | 'failed' };

function CopyableLink({ link }: { link: string }) {
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });

  useEffect(() => {
    if (copy.kind !== 'copied') return;
    const timer = setTimeout(() => setCopy({ kind: 'idle' }), copiedForMs);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      // Missing outside a secure context: the TypeError lands in the catch like a refusal.
      await navigator.clipboard.writeText(link);
      setCopy({ kind: 'copied' });
    } catch {
      setCopy({ kind: 'failed' });
    }
  };

  return (
    <Stack gap={2}>
      <Inline gap={3} align="end">
        <TextField label="Invite link" value={link} isReadOnly className={grow} />
        <Button onPress={copyLink}>
          <Icon name={copy.kind === 'copied' ? 'check' : 'link'} size={16} />
          {copy.kind === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </Inline>
      <span role="status" className={visuallyHidden}>
        {copy.kind === 'copied' ? 'Invite link copied' : ''}
      </span>
      {copy.kind === 'failed' && (
        <p role="alert" className={errorText}>
          <Icon name="alert" size={16} className={messageIcon} />
          Could not copy: select the link and copy it yourself.
        </p>
      )}
    </Stack>
  );
}

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; to: string } | { kind: 'failed'; message: string };

function SendLinkForm({ onSend, isSendDisabled }: Pick<InvitePanelProps, 'onSend' | 'isSendDisabled'>) {
  const [country, setCountry] = useState<InviteCountry>('NO');
  const [number, setNumber] = useState('');
  const [isNumberInvalid, setNumberInvalid] = useState(false);
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  const isPending = send.kind === 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || isSendDisabled) return;
    const phone = parsePhoneNumberFromString(number, country);
    if (!phone?.isValid()) {
      setNumberInvalid(true);
      setSend({ kind: 'idle' });
      return;
    }
    setSend({ kind: 'sending' });
    try {
      await onSend(phone.number);
      setSend({ kind: 'sent', to: phone.formatInternational() });
      setNumber('');
    } catch (error) {
      setSend({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Form onSubmit={submit}>
      <Stack gap={4}>
        <Inline gap={3} align="start">
          <Select
            label="Country code"
            items={inviteCountries}
            selectedKey={country}
            onSelectionChange={(key) => {
              if (key !== null) setCountry(key as InviteCountry);
              setNumberInvalid(false);
            }}
          />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            value={number}
            onChange={(value) => {
              setNumber(value);
              setNumberInvalid(false);
            }}
            isInvalid={isNumberInvalid}
            errorMessage="Enter a valid phone number"
            className={numberField}
          />
        </Inline>
        <Inline gap={3}>
          <Button type="submit" variant="primary" isPending={isPending} isDisabled={isSendDisabled}>
            Send
          </Button>
        </Inline>
        <div>
          <div role="status">
            {send.kind === 'sent' && (
              <p className={successText}>
                <Icon name="check" size={16} className={messageIcon} />
                Subscription link sent to {send.to}
              </p>
            )}
          </div>
          {send.kind === 'failed' && (
            <p role="alert" className={errorText}>
              <Icon name="alert" size={16} className={messageIcon} />
              Subscription failed: {send.message}
            </p>
          )}
        </div>
      </Stack>
    </Form>
  );
}
