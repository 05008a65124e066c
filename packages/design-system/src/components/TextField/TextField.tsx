import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { field, input } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { composeClassName } from '../../styles/cx.ts';

export const textFieldTypes = ['text', 'password', 'email', 'tel', 'url', 'search'] as const;

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'type'> {
  label: string;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  /** The message when invalid: a string, or built from the validation result (`validate`, `isRequired`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  type?: (typeof textFieldTypes)[number];
  placeholder?: string;
}

/** A labelled single-line text input with help text and validation, on React Aria's TextField. */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeClassName(field, className)}>
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <Input className={input} placeholder={placeholder} />
          {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaTextField>
  );
}
