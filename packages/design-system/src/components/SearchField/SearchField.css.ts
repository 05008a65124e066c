import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { controlBox, focusRing } from '../Select/Select.css.ts';

export const inputBox = style(
  inComponentsLayer({
    ...controlBox,
    height: '40px',
    minWidth: '200px',
    padding: `0 ${vars.space[1]} 0 ${vars.space[3]}`,
    cursor: 'text',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focus-within]': focusRing,
      '[data-invalid] > &': { borderColor: vars.color.danger.solid },
      '[data-disabled] > &': { background: vars.color.bg.sunken, borderColor: vars.color.border.default, cursor: 'not-allowed' },
      '[data-readonly] > &': { background: vars.color.bg.sunken, borderColor: vars.color.border.default },
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
    color: vars.color.text.primary,
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&[disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
      // The browser's own cancel button would duplicate ours.
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
  }),
);

export const clearButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.primary },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '[data-empty] &, [data-readonly] &, [data-disabled] &': { visibility: 'hidden' },
    },
  }),
);
