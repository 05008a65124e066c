import { parseTime, type Time } from '@internationalized/date';
import {
  Button as AriaButton,
  DateInput,
  DateSegment,
  I18nProvider,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  TimeField,
  type TimeFieldProps,
} from 'react-aria-components';
import { field } from '../Field/Field.css.ts';
import { FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/index.ts';
import { check, listBox, option, popover, trigger, value as selectValue } from '../Select/Select.css.ts';
import { timeInput, timeSegment } from './AccessControlForm.css.ts';

// The access control's own fields: a 24-hour time of day, and the choice of several user groups.

export interface TimeOfDayFieldProps extends Omit<
  TimeFieldProps<Time>,
  'value' | 'defaultValue' | 'onChange' | 'hourCycle' | 'children'
> {
  label: string;
  /** "HH:mm", 24-hour; null when empty. */
  value: string | null;
  /** The typed time as "HH:mm", or null while a segment is empty. */
  onChange(value: string | null): void;
  errorMessage?: string;
}

const twoDigits = (part: number) => String(part).padStart(2, '0');
const asText = (time: Time) => `${twoDigits(time.hour)}:${twoDigits(time.minute)}`;

/** A labelled 24-hour time of day (hours and minutes) typed into segments, on React Aria's TimeField. */
export function TimeOfDayField({ label, value, onChange, errorMessage, ...props }: TimeOfDayFieldProps) {
  return (
    <I18nProvider locale="en-GB">
      <TimeField
        {...props}
        value={value ? parseTime(value) : null}
        onChange={(time) => onChange(time ? asText(time) : null)}
        hourCycle={24}
        shouldForceLeadingZeros
        className={field}
      >
        <FieldLabel>{label}</FieldLabel>
        <DateInput className={timeInput}>{(part) => <DateSegment segment={part} className={timeSegment} />}</DateInput>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </TimeField>
    </I18nProvider>
  );
}

export interface GroupsSelectProps {
  label: string;
  groups: readonly { id: number; name: string }[];
  selectedIds: readonly number[];
  onChange(ids: number[]): void;
  isDisabled?: boolean;
}

/** Several groups chosen in one list: React Aria's Select in multiple selection, the chosen names listed on the button in the list's order. */
export function GroupsSelect({ label, groups, selectedIds, onChange, isDisabled }: GroupsSelectProps) {
  return (
    <AriaSelect
      selectionMode="multiple"
      value={selectedIds}
      onChange={(keys) => onChange(groups.filter((group) => keys.includes(group.id)).map((group) => group.id))}
      isDisabled={isDisabled}
      placeholder="No groups"
      className={field}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaButton className={trigger({ size: 'md' })}>
        <SelectValue className={selectValue} />
        <Icon name="chevron-down" size={16} />
      </AriaButton>
      <Popover className={popover}>
        <ListBox items={groups} className={listBox}>
          {(group) => (
            <ListBoxItem id={group.id} textValue={group.name} className={option}>
              {group.name}
              <Icon name="check" size={16} className={check} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
