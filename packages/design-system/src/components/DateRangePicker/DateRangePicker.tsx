import { useContext, useState, type ReactNode } from 'react';
import { getLocalTimeZone, parseAbsoluteToLocal, toCalendarDate, toZoned, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
  type RangeValue,
} from 'react-aria-components';
import { datePreset, datePresetRange, endBeforeStart } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { field } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/index.ts';
import { calendar, calendarButton, dateInput, group, popover, segment } from '../DateTimeField/DateTimeField.css.ts';
import { CalendarMonth } from '../DateTimeField/CalendarMonth.tsx';
import { popoverBody, presetList, rangeCell, rangeSeparator } from './DateRangePicker.css.ts';
import { composeClassName } from '../../styles/cx.ts';

/** A chosen range: both ends known, as ISO instants (see domain's `DateRange`). */
export type ChosenDateRange = { from: string; to: string };

export interface DateRangePickerProps extends Omit<
  AriaDateRangePickerProps<CalendarDate>,
  'value' | 'defaultValue' | 'onChange' | 'granularity' | 'placeholderValue' | 'children'
> {
  label: string;
  /**
   * The range in the browser's time zone: `from` at local midnight of the first day, `to` at local midnight of
   * the day after the last (exclusive), as the domain's presets give it; null when none is chosen.
   */
  value: ChosenDateRange | null;
  /** A complete range in the same form, or null once cleared or All Time is chosen; a reversed range is not sent. */
  onChange(value: ChosenDateRange | null): void;
  /** The moment the presets count from (Today, This Week…); the current time by default. */
  now?: Date;
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid`); a reversed range says that its end is before its start. */
  errorMessage?: string;
}

const sameRange = (a: ChosenDateRange | null, b: ChosenDateRange | null) => a?.from === b?.from && a?.to === b?.to;

function toCalendarRange(range: ChosenDateRange | null): RangeValue<CalendarDate> | null {
  if (!range) return null;
  // `to` is exclusive: the last day is the one its instant's previous millisecond falls in.
  const lastMoment = parseAbsoluteToLocal(range.to).subtract({ milliseconds: 1 });
  return { start: toCalendarDate(parseAbsoluteToLocal(range.from)), end: toCalendarDate(lastMoment) };
}

function toInstants(range: RangeValue<DateValue>): ChosenDateRange {
  const zone = getLocalTimeZone();
  return {
    from: toZoned(toCalendarDate(range.start), zone).toAbsoluteString(),
    to: toZoned(toCalendarDate(range.end).add({ days: 1 }), zone).toAbsoluteString(),
  };
}

/** The domain's presets, each setting the range (All Time clearing it) and closing the calendar. */
function Presets({ now }: { now: Date | undefined }) {
  const state = useContext(DateRangePickerStateContext);
  return (
    <div role="group" aria-label="Presets" className={presetList}>
      {datePreset.options.map((preset) => (
        <Button
          key={preset.value}
          variant="ghost"
          size="sm"
          onPress={() => {
            const { from, to } = datePresetRange(preset.value, now ?? new Date());
            state?.setValue(from && to ? toCalendarRange({ from, to }) : null);
            state?.close();
          }}
        >
          {preset.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * A range of whole days, typed as DD/MM/YYYY – DD/MM/YYYY or picked from a calendar whose weeks start on Monday,
 * with the date presets beside it; on React Aria's DateRangePicker, in the browser's time zone.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  now,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps) {
  // The range as shown, which may be reversed while the user types; the page only ever hears of a valid one.
  const [shown, setShown] = useState(() => toCalendarRange(value));
  const [lastValue, setLastValue] = useState(value);
  if (!sameRange(value, lastValue)) {
    setLastValue(value);
    setShown(toCalendarRange(value));
  }
  return (
    <I18nProvider locale="en-GB">
      <AriaDateRangePicker
        {...props}
        value={shown}
        onChange={(range) => {
          setShown(range);
          if (range && range.end.compare(range.start) < 0) return;
          const next = range ? toInstants(range) : null;
          setLastValue(next);
          onChange(next);
        }}
        validate={(range) => (range?.start && range.end && range.end.compare(range.start) < 0 ? endBeforeStart : null)}
        validationBehavior="aria"
        shouldForceLeadingZeros
        className={composeClassName(field, className)}
      >
        {({ isInvalid }) => (
          <>
            <FieldLabel>{label}</FieldLabel>
            <Group className={group}>
              <DateInput slot="start" className={dateInput}>
                {(part) => <DateSegment segment={part} className={segment} />}
              </DateInput>
              <span aria-hidden="true" className={rangeSeparator}>
                –
              </span>
              <DateInput slot="end" className={dateInput}>
                {(part) => <DateSegment segment={part} className={segment} />}
              </DateInput>
              <AriaButton className={calendarButton}>
                <Icon name="chevron-down" size={16} />
              </AriaButton>
            </Group>
            {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
            <FieldErrorMessage>{(validation) => validation.validationErrors[0] ?? errorMessage}</FieldErrorMessage>
            <Popover className={popover}>
              <Dialog aria-label={label} className={popoverBody}>
                <Presets now={now} />
                <RangeCalendar className={calendar}>
                  <CalendarMonth cellClassName={rangeCell} />
                </RangeCalendar>
              </Dialog>
            </Popover>
          </>
        )}
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
