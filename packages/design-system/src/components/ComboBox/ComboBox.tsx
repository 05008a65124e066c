import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { field } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { check, listBox, option } from '../Select/Select.css.ts';
import { chevronButton, empty, input, inputBox, popover } from './ComboBox.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export interface ComboBoxItem {
  id: Key;
  label: string;
}

export interface ComboBoxProps extends Pick<
  AriaComboBoxProps<ComboBoxItem>,
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
 * Pick one of many options by typing part of its name (contains, case-insensitive) or from the list
 * the chevron opens. Only an option can be chosen: leaving the field with other text puts back the
 * chosen option's label.
 */
export function ComboBox({
  label,
  items,
  selectedKey,
  onSelectionChange,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={items}
      value={selectedKey}
      onChange={onSelectionChange}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      allowsEmptyCollection
      className={composeClassName(field, className)}
    >
      {({ isInvalid: showsError }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <Group className={inputBox}>
            <Input className={input} placeholder={placeholder} />
            <AriaButton className={chevronButton}>
              <Icon name="chevron-down" size={16} />
            </AriaButton>
          </Group>
          {description && !showsError && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          <Popover className={popover}>
            <ListBox<ComboBoxItem> className={listBox} renderEmptyState={() => <div className={empty}>No matches</div>}>
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.label} className={option}>
                  {item.label}
                  <Icon name="check" size={16} className={check} />
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaComboBox>
  );
}
