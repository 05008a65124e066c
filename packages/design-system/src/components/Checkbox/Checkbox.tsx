import { Checkbox as AriaCheckbox, composeRenderProps, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { box, checkbox, dash, mark } from './Checkbox.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export type CheckboxProps = AriaCheckboxProps;

/** A checkbox with its label as children; supports the indeterminate state for "select all". */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeClassName(checkbox, className)}>
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? <span className={dash} /> : isSelected && <Icon name="check" size={16} className={mark} />}
          </span>
          {label}
        </>
      ))}
    </AriaCheckbox>
  );
}
