import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeClassName } from '../../styles/cx.ts';
import { button, spinner } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export interface ButtonProps extends AriaButtonProps {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** A square button holding only an icon; name it with `aria-label`. */
  isIconOnly?: boolean;
}

/** A button: React Aria's, so press, focus and pending states behave the same everywhere. */
export function Button({ variant, size, isIconOnly, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={composeClassName(button({ variant, size, isIconOnly }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <span className={spinner} aria-hidden="true" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
