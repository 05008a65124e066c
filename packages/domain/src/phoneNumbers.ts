import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type { CountryCode };

/** The country a phone number field starts on. */
export const defaultPhoneCountry: CountryCode = 'NO';

/** Whether the national number as typed is a valid number of the country. */
export function isValidNationalPhoneNumber(country: CountryCode, national: string): boolean {
  return parsePhoneNumberFromString(national, country)?.isValid() ?? false;
}

/**
 * The form the server's calls take: "00", the country's calling code and the national number's digits
 * (Norway, "912 34 567" → "004791234567"). A trunk prefix such as the UK's leading 0 is dropped.
 */
export function toWirePhoneNumber(country: CountryCode, national: string): string {
  const parsed = parsePhoneNumberFromString(national, country);
  const digits = parsed?.nationalNumber ?? national.replace(/\D/g, '');
  return `00${getCountryCallingCode(country)}${digits}`;
}

/** A phone number as the calls send it: "00", the country code and the number, e.g. 004791234567. */
export const wirePhoneNumberPattern = /^00[1-9]\d{5,14}$/;
