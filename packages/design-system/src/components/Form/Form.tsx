import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { bannerIcon, errorBanner, form } from './Form.css.ts';
import { cx } from '../../styles/cx.ts';

export interface FormProps extends AriaFormProps {
  /** A form-level error (the server refused, the network failed), shown above the fields. */
  error?: string | null;
}

/**
 * A form on React Aria's: fields validate natively on submit (a required field left empty stops the
 * submit and shows its message), and server errors for fields can be given as `validationErrors`.
 */
export function Form({ error, className, children, ...props }: FormProps) {
  return (
    <AriaForm {...props} className={cx(form, className)}>
      {error && (
        <div role="alert" className={errorBanner}>
          <Icon name="alert" size={20} className={bannerIcon} />
          <span>{error}</span>
        </div>
      )}
      {children}
    </AriaForm>
  );
}
