import { useState, type FormEvent } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import {
  defaultPhoneCountry,
  isTwoFactorPhoneNumber,
  isValidNationalPhoneNumber,
  phoneNumberFormatNotCorrect,
  toWirePhoneNumber,
  twoFactorProvider,
  twoFactorProviders,
  type TwoFactorProvider,
} from '@velo/domain';
import { Button } from '../Button/index.ts';
import { FieldLabel } from '../Field/Field.tsx';
import { Form } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { PhoneNumberField } from '../PhoneNumberField/index.ts';
import { Stack } from '../Stack/index.ts';
import { twoFactorForm } from './TwoFactorSettings.css.ts';
import { group, segment, segments } from '../ThemeSetting/ThemeSetting.css.ts';

/** What the form saves: the method and the number in the calls' "00" form. */
export interface TwoFactorChoice {
  authProvider: TwoFactorProvider;
  phoneNumber: string;
}

/** A "00" number as the country and the national number the field shows; Norway and empty when there is none. */
export function phoneFieldValue(wire: string | null): { country: CountryCode; national: string } {
  const parsed = wire ? parsePhoneNumberFromString(`+${wire.replace(/^00/, '')}`) : undefined;
  return parsed?.country
    ? { country: parsed.country, national: parsed.nationalNumber }
    : { country: defaultPhoneCountry, national: '' };
}

const isAcceptable = (country: CountryCode, national: string) =>
  isTwoFactorPhoneNumber(national) && isValidNationalPhoneNumber(country, national);

export interface TwoFactorFormProps {
  initial: { authProvider: TwoFactorProvider | null; phoneNumber: string | null };
  /** Settles true when saved; false keeps the form open (the caller said why). */
  onSave(choice: TwoFactorChoice): Promise<boolean>;
  onCancel(): void;
}

/** The method (SMS or e-mail) and the phone number, Norway first; Save checks the number. */
export function TwoFactorForm({ initial, onSave, onCancel }: TwoFactorFormProps) {
  const [provider, setProvider] = useState<TwoFactorProvider>(initial.authProvider ?? twoFactorProviders.sms);
  const [phone, setPhone] = useState(() => phoneFieldValue(initial.phoneNumber));
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const numberRefused = submitted && !isAcceptable(phone.country, phone.national);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (pending || !isAcceptable(phone.country, phone.national)) return;
    setPending(true);
    try {
      await onSave({ authProvider: provider, phoneNumber: toWirePhoneNumber(phone.country, phone.national) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={(event) => void save(event)} validationBehavior="aria" className={twoFactorForm}>
      <Stack gap={5}>
        <RadioGroup
          className={group}
          value={String(provider)}
          onChange={(chosen) => setProvider(Number(chosen) as TwoFactorProvider)}
          orientation="horizontal"
          isDisabled={pending}
        >
          <FieldLabel>Method</FieldLabel>
          <div className={segments}>
            {twoFactorProvider.options.map((option) => (
              <Radio key={option.value} value={String(option.value)} className={segment}>
                {option.label}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <PhoneNumberField
          label="Phone number"
          value={phone.national}
          onChange={(national) => setPhone((current) => ({ ...current, national }))}
          country={phone.country}
          onCountryChange={(country) => setPhone((current) => ({ ...current, country }))}
          isRequired
          isDisabled={pending}
          isInvalid={numberRefused}
          errorMessage={phoneNumberFormatNotCorrect}
          invalidNumberMessage={phoneNumberFormatNotCorrect}
        />
        <Inline gap={3} justify="end">
          <Button onPress={onCancel} isDisabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isPending={pending}>
            Save
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
