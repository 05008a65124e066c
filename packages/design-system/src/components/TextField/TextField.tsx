import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { field } from '../Field/Field.css.ts';
import { InputFieldBody, type InputFieldTexts } from '../Field/Field.tsx';
import { composeClassName } from '../../styles/cx.ts';

export const textFieldTypes = ['text', 'password', 'email', 'tel', 'url', 'search'] as const;

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'type'>, InputFieldTexts {
  type?: (typeof textFieldTypes)[number];
}

/** A labelled single-line text input with help text and validation, on React Aria's TextField. */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeClassName(field, className)}>
      {({ isInvalid }) => (
        <InputFieldBody
          label={label}
          description={description}
          errorMessage={errorMessage}
          placeholder={placeholder}
          isInvalid={isInvalid}
        />
      )}
    </AriaTextField>
  );
}
