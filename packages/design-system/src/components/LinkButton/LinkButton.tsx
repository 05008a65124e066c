import { Link, type LinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css.ts';
import type { ButtonProps } from '../Button/Button.tsx';
import { composeClassName } from '../../styles/cx.ts';

export interface LinkButtonProps extends LinkProps, Pick<ButtonProps, 'variant' | 'size'> {}

/** A link that looks like a Button: for actions that navigate (Edit, Open). Follows the app's RouterProvider. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return (
    <Link
      {...props}
      className={composeClassName(button({ variant, size }), className)}
    />
  );
}
