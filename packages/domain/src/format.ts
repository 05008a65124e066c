import dayjs from 'dayjs';
import norwegian from 'dayjs/locale/nb.js';

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

// Each made once, on first use: building an Intl.NumberFormat costs far more than formatting with it,
// and tables format every cell they draw.
let moneyNumber: Intl.NumberFormat | undefined;
let countNumber: Intl.NumberFormat | undefined;

/** Money always shows two decimals: `1,250.00 NOK`. */
export function formatMoney(amount: number, currency = defaultCurrency): string {
  moneyNumber ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${moneyNumber.format(amount)} ${currency}`;
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

/** A message's times (the message logs): in Norwegian, month name, day, year and time, `mars 4, 2026 06:06`. */
export function formatMessageTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).locale(norwegian).format('MMMM D, YYYY HH:mm') : '';
}

/** A count as English text with thousands separators: `1,204`. */
export function formatCount(count: number): string {
  countNumber ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
  return countNumber.format(count);
}

/**
 * A duration given in minutes, to the whole minute, in its two largest units: `45 min`, `2 h 15 min`,
 * `3 d 4 h` (a unit of zero after the first is left out: `2 h`, `3 d`).
 */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  if (days > 0) return hours > 0 ? `${formatCount(days)} d ${hours} h` : `${formatCount(days)} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
