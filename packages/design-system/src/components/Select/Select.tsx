import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { check, listBox, option, popover, selectField, trigger, value } from './Select.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export const selectSizes = ['sm', 'md'] as const;
export const selectLabelPlacements = ['top', 'side'] as const;

export interface SelectItem {
  id: Key;
  label: string;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectItem>,
  | 'children'
  | 'items'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
> {
  label: string;
  items: readonly SelectItem[];
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  onSelectionChange?: (key: Key | null) => void;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  /** Shown while the select is invalid (`isInvalid`, or a failed `isRequired`). */
  errorMessage?: string;
  size?: (typeof selectSizes)[number];
  /** `side` puts the label before the control on one line, e.g. "Rows per page". */
  labelPlacement?: (typeof selectLabelPlacements)[number];
}

/** Pick one of a few options; the list opens in a popover and can be searched by typing. */
export function Select({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  size = 'md',
  labelPlacement = 'top',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange}
      className={composeClassName(selectField({ labelPlacement }), className)}
    >
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <AriaButton className={trigger({ size })}>
            <SelectValue className={value} />
            <Icon name="chevron-down" size={16} />
          </AriaButton>
          {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          <Popover className={popover}>
            <ListBox items={items} className={listBox}>
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
    </AriaSelect>
  );
}
