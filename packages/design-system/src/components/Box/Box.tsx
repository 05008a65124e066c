import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../../styles/cx.ts';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';

/** The elements a Box may render as: pick the one that says what the content is. */
export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'ul',
  'ol',
  'li',
  'span',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    as?: BoxElement;
    ref?: Ref<HTMLElement>;
  };

/**
 * The layout primitive under Stack, Inline and Card: an element whose spacing, surface and flex
 * layout come from token-backed props (`padding={4} background="surface"`), so pages need no CSS.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const layout: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) layout[name] = value;
    else attributes[name] = value;
  }
  return createElement(as, { ...attributes, className: cx(sprinkles(layout as Sprinkles), className) || undefined });
}
