import { composeRenderProps, type ClassNameOrFunction } from 'react-aria-components';

export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping the empty ones: `cx(button, isWide && wide, className)`.
 * Our own three lines rather than `clsx`: we only ever join strings and conditions, so a published
 * package need not carry a dependency for objects and arrays nobody passes.
 */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * Puts a component's base class before the caller's `className` on a React Aria component, whose
 * `className` may be a string or a function of the component's state (`({ isPressed }) => …`).
 */
export function composeClassName<T>(base: string, className: ClassNameOrFunction<T> | undefined) {
  return composeRenderProps(className, (custom) => cx(base, custom));
}
