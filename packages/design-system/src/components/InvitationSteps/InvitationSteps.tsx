import { useState, type FormEvent } from 'react';
import { Form, Link, type Key } from 'react-aria-components';
import {
  appStoreLinks,
  defaultPhoneCountry,
  invitationTexts as texts,
  isValidNationalPhoneNumber,
  toWirePhoneNumber,
  type CountryCode,
} from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { PhoneNumberField } from '../PhoneNumberField/PhoneNumberField.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { fullWidth, heading, link, panel, small, steps, storeLinks, successMark, text } from './InvitationSteps.css.ts';

export type InvitationStep = 'greeting' | 'phone' | 'code' | 'done';

export interface InvitationStepsProps {
  /** Texts the code to the number in the calls' 00 form; rejects (the page has said why) to stay on the number. */
  onSendCode: (phoneNumber: string) => Promise<void>;
  /** Checks the code for the number; rejects to stay on the code. */
  onVerify: (phoneNumber: string, code: string) => Promise<void>;
  /** The public terms page. */
  termsHref: string;
  /** Where to start (stories and tests); the greeting otherwise. */
  initialStep?: InvitationStep;
}

/**
 * The public invitation in Norwegian: a greeting, then the mobile number and the SMS code on two tabs,
 * then the app stores. It calls nothing itself: the page sends and verifies, and shows the errors.
 */
export function InvitationSteps({ onSendCode, onVerify, termsHref, initialStep = 'greeting' }: InvitationStepsProps) {
  const [step, setStep] = useState<InvitationStep>(initialStep);
  const [country, setCountry] = useState<CountryCode>(defaultPhoneCountry);
  const [national, setNational] = useState('');
  const [isNumberInvalid, setNumberInvalid] = useState(false);
  const [code, setCode] = useState('');
  const [isPending, setPending] = useState(false);
  const wire = toWirePhoneNumber(country, national);

  // A step's button is disabled while its call runs rather than "pending": React Aria announces a pending
  // button by its id, and the button is gone once the next step shows, leaving the announcement nameless.
  async function run(call: () => Promise<void>, next: InvitationStep) {
    setPending(true);
    try {
      await call();
      setStep(next);
    } catch {
      // The page has shown why; the step stays for another try.
    } finally {
      setPending(false);
    }
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (!isValidNationalPhoneNumber(country, national)) return setNumberInvalid(true);
    void run(() => onSendCode(wire), 'code').then(() => setCode(''));
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || !code.trim()) return;
    void run(() => onVerify(wire, code.trim()), 'done');
  }

  if (step === 'greeting') {
    return (
      <div className={steps} lang="nb">
        <h1 className={heading}>{texts.greetingTitle}</h1>
        <p className={text}>{texts.greeting(null)}</p>
        <Button variant="primary" className={fullWidth} onPress={() => setStep('phone')}>
          {texts.getAccess}
        </Button>
      </div>
    );
  }

  if (step === 'done') {
    return (
      <div className={steps} lang="nb">
        <span className={successMark}>
          <Icon name="check" size={24} />
        </span>
        <h1 className={heading}>{texts.successTitle}</h1>
        <p className={text}>{texts.success}</p>
        <div className={storeLinks}>
          <LinkButton href={appStoreLinks.apple} variant="primary" className={fullWidth} target="_blank" rel="noreferrer">
            {texts.appStore}
          </LinkButton>
          <LinkButton href={appStoreLinks.google} variant="secondary" className={fullWidth} target="_blank" rel="noreferrer">
            {texts.googlePlay}
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <div className={steps} lang="nb">
      <h1 className={heading}>{texts.getAccess}</h1>
      <Tabs selectedKey={step} onSelectionChange={(key: Key) => setStep(key as InvitationStep)}>
        <TabList aria-label={texts.getAccess}>
          <Tab id="phone">{texts.phoneTab}</Tab>
          <Tab id="code">{texts.codeTab}</Tab>
        </TabList>
        <TabPanel id="phone">
          <Form onSubmit={send} className={panel}>
            <PhoneNumberField
              label={texts.phoneLabel}
              countryLabel={texts.countryLabel}
              locale="nb"
              value={national}
              onChange={(value) => {
                setNational(value);
                setNumberInvalid(false);
              }}
              country={country}
              onCountryChange={(next) => {
                setCountry(next);
                setNumberInvalid(false);
              }}
              isRequired
              isInvalid={isNumberInvalid}
              errorMessage={texts.phoneNotValid}
              invalidNumberMessage={texts.phoneNotValid}
              description={texts.phoneDescription}
              autoFocus
            />
            <Button type="submit" variant="primary" className={fullWidth} isDisabled={isPending}>
              {texts.sendCode}
            </Button>
          </Form>
        </TabPanel>
        <TabPanel id="code">
          <Form onSubmit={verify} className={panel}>
            {national && <p className={text}>{texts.codeSentTo(`+${wire.slice(2)}`)}</p>}
            <TextField
              label={texts.codeLabel}
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={16}
              autoFocus
            />
            <Button type="submit" variant="primary" className={fullWidth} isDisabled={isPending || !code.trim()}>
              {texts.next}
            </Button>
          </Form>
        </TabPanel>
      </Tabs>
      <p className={small}>
        {texts.termsIntro}{' '}
        <Link href={termsHref} className={link}>
          {texts.termsLink}
        </Link>
        .
      </p>
    </div>
  );
}
