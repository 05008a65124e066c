import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inComponentsLayer } from '../theme/layered.ts';

// The one keyboard-focus indicator. React Aria sets [data-focus-visible] only for keyboard focus, so a
// click never draws it. Elements flush inside a clipped or scrolling container (table cells, list rows,
// side-menu links) draw it inside their edge, where it cannot be cut off.

const outline = `${vars.focusRing.width} solid ${vars.focusRing.color}`;

/** The ring's declarations, for selectors the classes below cannot express (a parent's state, an inner box). */
export const focusRingRule = { outline, outlineOffset: vars.focusRing.offset };
export const insetFocusRingRule = { outline, outlineOffset: `calc(-1 * ${vars.focusRing.width})` };

export const focusRing = style(inComponentsLayer({ outline: 'none', selectors: { '&[data-focus-visible]': focusRingRule } }));

export const insetFocusRing = style(
  inComponentsLayer({ outline: 'none', selectors: { '&[data-focus-visible]': insetFocusRingRule } }),
);
