import type { ReactNode } from 'react';
import {
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { field, input } from '../Field/Field.css.ts';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field.tsx';
import { composeClassName } from '../../styles/cx.ts';

export interface NumberFieldProps extends AriaNumberFieldProps {
  label: string;
  /** Help under the field (e.g. the unit, "NOK" or "hours"), replaced by the error while the field is invalid. */
  description?: ReactNode;
  /** The message when invalid: a string, or built from the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * A labelled number input on React Aria's NumberField: locale-aware parsing and formatting (`formatOptions`,
 * e.g. two decimals for money), arrow keys step by `step`. React Aria clamps to `minValue`/`maxValue` on blur;
 * a form that must show a broken limit instead validates itself and passes `isInvalid`.
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={composeClassName(field, className)}>
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <Input className={input} placeholder={placeholder} />
          {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaNumberField>
  );
}
