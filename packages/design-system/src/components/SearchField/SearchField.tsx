import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { field } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { clearButton, input, inputBox, searchIcon } from './SearchField.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export interface SearchFieldProps extends AriaSearchFieldProps {
  label: string;
  placeholder?: string;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  errorMessage?: string;
}

/** A search input with a clear button; Escape clears it too. */
export function SearchField({ label, placeholder, description, errorMessage, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={composeClassName(field, className)}>
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <Group className={inputBox}>
            <Icon name="search" size={16} className={searchIcon} />
            <Input placeholder={placeholder} className={input} />
            <AriaButton aria-label="Clear search" className={clearButton}>
              <Icon name="x" size={16} />
            </AriaButton>
          </Group>
          {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaSearchField>
  );
}
