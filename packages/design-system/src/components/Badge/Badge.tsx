import type { HTMLAttributes } from 'react';
import { badge, dot as dotStyle } from './Badge.css.ts';
import { cx } from '../../styles/cx.ts';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A leading dot in the tone's solid colour, for statuses read at a glance. */
  dot?: boolean;
}

/** A status pill: short text on the tone's subtle tint. */
export function Badge({ tone = 'neutral', dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(badge({ tone }), className)}>
      {dot && <span className={dotStyle} aria-hidden="true" />}
      {children}
    </span>
  );
}
