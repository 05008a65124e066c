import { style } from '@vanilla-extract/css';
import {
  controlBox,
  controlDisabled,
  controlFocused,
  controlHovered,
  controlInvalid,
  controlInvalidFocused,
  controlReadOnly,
  placeholder,
} from '../../styles/control.css.ts';
import { insetFocusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const inputBox = style(
  inComponentsLayer({
    ...controlBox,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    height: vars.controlSize.md.height,
    minWidth: '200px',
    padding: `0 ${vars.space[1]} 0 ${vars.space[3]}`,
    cursor: 'text',
    selectors: {
      '&[data-hovered]': controlHovered,
      '&[data-focus-within]': controlFocused,
      '[data-invalid] > &': controlInvalid,
      '[data-invalid] > &[data-focus-within]': controlInvalidFocused,
      '[data-disabled] > &': controlDisabled,
      '[data-readonly] > &': controlReadOnly,
    },
  }),
);

export const searchIcon = style(inComponentsLayer({ color: vars.color.text.muted }));

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
    selectors: {
      '&::placeholder': placeholder,
      '&[disabled]': { color: vars.control.text.disabled, cursor: 'not-allowed' },
      // The browser's own cancel button would duplicate ours.
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
  }),
);

// Inside the box, so its ring is drawn inside its own edge.
export const clearButton = style([
  insetFocusRing,
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
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
      '[data-empty] &, [data-readonly] &, [data-disabled] &': { visibility: 'hidden' },
    },
  }),
]);
