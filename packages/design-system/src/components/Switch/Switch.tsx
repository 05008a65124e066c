import { Switch as AriaSwitch, composeRenderProps, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export type SwitchProps = AriaSwitchProps;

/**
 * An on/off switch with its label as children. For a change that needs confirmation, keep it
 * controlled (`isSelected`) and apply the change from the ConfirmDialog's `onConfirm`.
 */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeClassName(switchRoot, className)}>
      {composeRenderProps(children, (label) => (
        <>
          <span className={track} aria-hidden="true">
            <span className={thumb} />
          </span>
          {label}
        </>
      ))}
    </AriaSwitch>
  );
}
