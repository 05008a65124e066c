import { useMemo, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { RecordPicker, type RecordPickerProps } from '../RecordPicker/RecordPicker.tsx';

export interface ComboBoxItem {
  id: Key;
  label: string;
}

export interface ComboBoxProps extends Pick<
  RecordPickerProps,
  'menuTrigger' | 'isDisabled' | 'isInvalid' | 'isRequired' | 'autoFocus' | 'name' | 'className' | 'onOpenChange'
> {
  label: string;
  items: readonly ComboBoxItem[];
  selectedKey?: Key | null;
  onSelectionChange?: (key: Key | null) => void;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  /** Shown while the field is invalid: given alone it makes the field invalid. */
  errorMessage?: string;
  placeholder?: string;
}

/**
 * Pick one of a list of labels by typing part of one (contains, case-insensitive) or from the list the
 * chevron opens: a RecordPicker whose options are labels. Only an option can be chosen: leaving the
 * field with other text puts back the chosen option's label.
 */
export function ComboBox({ items, selectedKey = null, onSelectionChange, ...props }: ComboBoxProps) {
  const records = useMemo(() => items.map(({ id, label }) => ({ id, name: label })), [items]);
  return (
    <RecordPicker
      {...props}
      items={records}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onSelectionChange?.(key)}
      emptyText="No matches"
    />
  );
}
