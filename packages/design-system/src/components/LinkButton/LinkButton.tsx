import { Link, type LinkProps } from 'react-aria-components';
import { composeClassName } from '../../styles/cx.ts';
import { button } from '../Button/Button.css.ts';
import type { ButtonProps } from '../Button/Button.tsx';

export interface LinkButtonProps extends LinkProps, Pick<ButtonProps, 'variant' | 'size' | 'isIconOnly'> {}

/** A link that looks like a Button: for actions that navigate (Edit, Open). Follows the app's RouterProvider. */
export function LinkButton({ variant, size, isIconOnly, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={composeClassName(button({ variant, size, isIconOnly }), className)} />;
}
