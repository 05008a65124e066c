import dayjs from 'dayjs';

export interface PersonName {
  name: string;
  middlename?: string | null;
  surname: string;
}

export function fullName({ name, middlename, surname }: PersonName): string {
  return [name, middlename, surname].filter((part) => part && part.trim()).join(' ');
}

/** Up to two letters for an avatar: the first of the name and of the surname. */
export function initials({ name, surname }: PersonName): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

export const defaultCurrency = 'NOK';

/** Money always shows two decimals: `1,250.00 NOK`. */
export function formatMoney(amount: number, currency = defaultCurrency): string {
  const number = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${number} ${currency}`;
}

/** The display formats, in the browser's time zone. */
export const dateTimeFormat = 'DD.MM.YYYY HH:mm:ss';
/** A door's diagnostics list its diagnostics' times so. */
export const diagnosticTimeFormat = 'DD.MM.YYYY, HH:mm:ss';
export const dateFormat = 'DD.MM.YYYY';
/** The shorter date-time, where seconds mean nothing (maintenance windows). */
export const dateTimeMinutesFormat = 'DD.MM.YYYY HH:mm';

export function formatDateTime(iso: string | null | undefined, format = dateTimeFormat): string {
  return iso ? dayjs(iso).format(format) : '';
}

export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso, dateFormat);
}
