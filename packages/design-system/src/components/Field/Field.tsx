import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { description, fieldError, label } from './Field.css.ts';
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
