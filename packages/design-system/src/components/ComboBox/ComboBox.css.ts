import { style } from '@vanilla-extract/css';
import { popover as selectPopover } from '../Select/Select.css.ts';
import {
  controlBox,
  controlDisabled,
  controlFocused,
  controlHovered,
  controlInvalid,
  controlInvalidFocused,
  placeholder,
} from '../../styles/control.css.ts';
import { insetFocusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

// The box looks like a text field's input; the chevron button sits inside its right edge.
export const inputBox = style(
  inComponentsLayer({
    ...controlBox,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    height: vars.controlSize.md.height,
    minWidth: '200px',
    padding: `0 ${vars.space[1]} 0 ${vars.space[3]}`,
    cursor: 'text',
    selectors: {
      '&[data-hovered]': controlHovered,
      '&[data-focus-within], [data-open] > &': controlFocused,
      '[data-invalid] > &': controlInvalid,
      '[data-invalid] > &[data-focus-within], [data-invalid][data-open] > &': controlInvalidFocused,
      '[data-disabled] > &': controlDisabled,
    },
  }),
);

export const input = style(
  inComponentsLayer({
    flex: 1,
    minWidth: 0,
    height: '100%',
    padding: 0,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: vars.control.text.rest,
    fontSize: vars.font.size.md,
    selectors: {
      '&::placeholder': placeholder,
      '&[disabled]': { color: vars.control.text.disabled, cursor: 'not-allowed' },
    },
  }),
);

export const chevronButton = style([
  insetFocusRing,
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.controlSize.sm.height,
    height: vars.controlSize.sm.height,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.primary },
      '&[data-disabled]': { color: vars.control.text.disabled, cursor: 'not-allowed', background: 'transparent' },
    },
  }),
]);

export const empty = style(
  inComponentsLayer({
    padding: `${vars.space[2]} ${vars.space[3]}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
  }),
);

// As wide as the field, but never wider than the window: a list past its edge would scroll the page
// when an option is scrolled into view, and a scroll of the page closes a combo box's list.
export const popover = style([
  selectPopover,
  inComponentsLayer({ minWidth: `min(var(--trigger-width), calc(100vw - 2 * ${vars.space[3]}))` }),
]);
