import { useMemo, useState } from 'react';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { defaultPhoneCountry, isValidNationalPhoneNumber } from '@velo/domain';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { countryField, numberField, row } from './PhoneNumberField.css.ts';

export type { CountryCode };

export interface PhoneNumberFieldProps {
  label: string;
  /** The national number as typed, e.g. "912 34 567". */
  value: string;
  onChange: (value: string) => void;
  /** The country the picker starts on when `country` is not given (Norway). */
  defaultCountry?: CountryCode;
  /** The chosen country, for a caller that keeps it (to send the number with its calling code). */
  country?: CountryCode;
  onCountryChange?: (country: CountryCode) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Set by the caller (e.g. the server refused the number); shows `errorMessage`. */
  isInvalid?: boolean;
  /** The message while invalid: the caller's, or the field's own check of the number on leaving it. */
  errorMessage?: string;
  /** The message of the field's own check when the caller gives no `errorMessage`. */
  invalidNumberMessage?: string;
  description?: string;
  countryLabel?: string;
  /** The language of the country names (a BCP 47 tag, e.g. "nb" for Norwegian). */
  locale?: string;
  autoFocus?: boolean;
  name?: string;
}

/** Every country libphonenumber knows, by name in the given language, with its calling code. */
export function phoneCountryItems(locale: string) {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return getCountries()
    .map((country) => ({ id: country, label: `${names.of(country) ?? country} (+${getCountryCallingCode(country)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * A phone number as a country (searchable by name or calling code, Norway by default) and the national number.
 * The number is checked for the chosen country when the field is left; the caller turns it into what a call
 * sends with `toWirePhoneNumber(country, value)`.
 */
export function PhoneNumberField({
  label,
  value,
  onChange,
  defaultCountry = defaultPhoneCountry,
  country: chosenCountry,
  onCountryChange,
  isRequired,
  isDisabled,
  isInvalid,
  errorMessage,
  invalidNumberMessage = 'Enter a valid phone number',
  description,
  countryLabel = 'Country',
  locale = 'en',
  autoFocus,
  name,
}: PhoneNumberFieldProps) {
  const items = useMemo(() => phoneCountryItems(locale), [locale]);
  const [ownCountry, setOwnCountry] = useState<CountryCode>(defaultCountry);
  const country = chosenCountry ?? ownCountry;
  const [isChecked, setChecked] = useState(false);
  const failsOwnCheck = isChecked && value.trim() !== '' && !isValidNationalPhoneNumber(country, value);
  const showsError = Boolean(isInvalid) || failsOwnCheck;

  return (
    <div className={row}>
      <ComboBox
        label={countryLabel}
        items={items}
        selectedKey={country}
        onSelectionChange={(key) => {
          if (key === null) return;
          setOwnCountry(key as CountryCode);
          onCountryChange?.(key as CountryCode);
        }}
        isDisabled={isDisabled}
        className={countryField}
      />
      <TextField
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name={name}
        value={value}
        onChange={(next) => {
          setChecked(false);
          onChange(next);
        }}
        onBlur={() => setChecked(true)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={showsError}
        errorMessage={isInvalid ? (errorMessage ?? invalidNumberMessage) : invalidNumberMessage}
        description={description}
        autoFocus={autoFocus}
        className={numberField}
      />
    </div>
  );
}
