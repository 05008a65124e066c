import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, type InputFieldTexts } from '../Field/Field.tsx';
import { field, textArea } from '../Field/Field.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'type'>, InputFieldTexts {
  /** The lines shown before it scrolls or is resized. */
  rows?: number;
}

/** A labelled text of several lines (a reason, a message), with help text and validation, on React Aria's TextField. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 3, className, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={composeClassName(field, className)}>
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <AriaTextArea className={textArea} placeholder={placeholder} rows={rows} />
          {description && !isInvalid && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaTextField>
  );
}
