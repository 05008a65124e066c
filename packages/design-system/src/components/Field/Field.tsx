import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Input,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { description, fieldError, input, label } from './Field.css.ts';
import { cx } from '../../styles/cx.ts';

// The parts every field shares, styled once. React Aria wires the ids (label, description, error)
// from the surrounding field through context.

export function FieldLabel({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={cx(label, className)} />;
}

export function FieldDescription({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cx(description, className)} />;
}

/** Shown only while the field is invalid: the given message, or the browser's validation message. */
export function FieldErrorMessage({ children }: Pick<FieldErrorProps, 'children'>) {
  return (
    <AriaFieldError className={fieldError}>
      {(validation) => (
        <>
          <Icon name="alert" size={16} />
          {typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '))}
        </>
      )}
    </AriaFieldError>
  );
}

/** What a labelled single-input field (text, number) says around its input. */
export interface InputFieldTexts {
  label: string;
  /** Help under the field (e.g. a unit), replaced by the error while the field is invalid. */
  description?: ReactNode;
  /** The message when invalid: a string, or built from the validation result (`validate`, `isRequired`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/** The label, the input, and the help or the error: the inside of a React Aria text or number field. */
export function InputFieldBody({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
}: InputFieldTexts & { isInvalid: boolean }) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
      {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}
