import { NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { field } from '../Field/Field.css.ts';
import { InputFieldBody, type InputFieldTexts } from '../Field/Field.tsx';
import { composeClassName } from '../../styles/cx.ts';

export interface NumberFieldProps extends AriaNumberFieldProps, InputFieldTexts {}

/**
 * A labelled number input on React Aria's NumberField: locale-aware parsing and formatting (`formatOptions`,
 * e.g. two decimals for money), arrow keys step by `step`. React Aria clamps to `minValue`/`maxValue` on blur;
 * a form that must show a broken limit instead validates itself and passes `isInvalid`.
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={composeClassName(field, className)}>
      {({ isInvalid }) => (
        <InputFieldBody
          label={label}
          description={description}
          errorMessage={errorMessage}
          placeholder={placeholder}
          isInvalid={isInvalid}
        />
      )}
    </AriaNumberField>
  );
}
