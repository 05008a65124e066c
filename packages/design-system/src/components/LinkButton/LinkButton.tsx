import { Link, composeRenderProps, type LinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css.ts';
import type { ButtonProps } from '../Button/Button.tsx';

export interface LinkButtonProps extends LinkProps, Pick<ButtonProps, 'variant' | 'size'> {}

/** A link that looks like a Button: for actions that navigate (Edit, Open). Follows the app's RouterProvider. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return (
    <Link
      {...props}
      className={composeRenderProps(className, (custom) => [button({ variant, size }), custom].filter(Boolean).join(' '))}
    />
  );
}
