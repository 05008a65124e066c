import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, spinner } from './Button.css.ts';
import { composeClassName } from '../../styles/cx.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export interface ButtonProps extends AriaButtonProps {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
}

/** A button: React Aria's, so press, focus and pending states behave the same everywhere. */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeClassName(button({ variant, size }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <span className={spinner} aria-hidden="true" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
