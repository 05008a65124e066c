import { useMemo, type ReactNode } from 'react';
import {
  getLocalTimeZone,
  parseAbsoluteToLocal,
  toZoned,
  today,
  type DateValue,
  type ZonedDateTime,
} from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  type DatePickerProps,
} from 'react-aria-components';
import { field } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/index.ts';
import { calendar, calendarButton, calendarCell, dateInput, group, popover, segment } from './DateTimeField.css.ts';
import { CalendarMonth } from './CalendarMonth.tsx';
import { composeClassName } from '../../styles/cx.ts';

export interface DateTimeFieldProps extends Omit<
  DatePickerProps<ZonedDateTime>,
  'value' | 'defaultValue' | 'onChange' | 'granularity' | 'hourCycle' | 'hideTimeZone' | 'placeholderValue' | 'children'
> {
  label: string;
  /** An ISO instant (`2026-06-01T15:30:00.000Z`), shown in the browser's time zone; null when empty. */
  value: string | null;
  /** The chosen local time as an ISO instant in UTC, or null once the field is cleared. */
  onChange(value: string | null): void;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid`, or a failed `isRequired`). */
  errorMessage?: string;
}

/** The emitted value as an instant, whatever kind of date React Aria hands back. */
function toInstant(date: DateValue | null): string | null {
  if (!date) return null;
  return ('timeZone' in date ? date : toZoned(date, getLocalTimeZone())).toAbsoluteString();
}

/**
 * A labelled date and time (day/month/year, 24-hour hours:minutes) in the browser's time zone: typed
 * into segments or picked from a calendar, on React Aria's DatePicker.
 */
export function DateTimeField({ label, value, onChange, description, errorMessage, className, ...props }: DateTimeFieldProps) {
  const zoned = useMemo(() => (value ? parseAbsoluteToLocal(value) : null), [value]);
  // A zoned placeholder makes an empty field produce zoned values; midnight is the time a calendar pick gets.
  const placeholderValue = useMemo(() => toZoned(today(getLocalTimeZone()), getLocalTimeZone()), []);
  return (
    <I18nProvider locale="en-GB">
      <DatePicker
        {...props}
        value={zoned}
        onChange={(date) => onChange(toInstant(date))}
        placeholderValue={placeholderValue}
        granularity="minute"
        hourCycle={24}
        shouldForceLeadingZeros
        hideTimeZone
        className={composeClassName(field, className)}
      >
        {({ isInvalid }) => (
          <>
            <FieldLabel>{label}</FieldLabel>
            <Group className={group}>
              <DateInput className={dateInput}>{(part) => <DateSegment segment={part} className={segment} />}</DateInput>
              <AriaButton className={calendarButton}>
                <Icon name="chevron-down" size={16} />
              </AriaButton>
            </Group>
            {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
            <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
            <Popover className={popover}>
              <Dialog aria-label={label}>
                <Calendar className={calendar}>
                  <CalendarMonth cellClassName={calendarCell} />
                </Calendar>
              </Dialog>
            </Popover>
          </>
        )}
      </DatePicker>
    </I18nProvider>
  );
}
