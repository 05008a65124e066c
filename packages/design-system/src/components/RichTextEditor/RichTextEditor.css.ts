import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/focus.css.ts';
import {
  controlBox,
  controlFocused,
  controlHovered,
  controlInvalid,
  controlInvalidFocused,
  controlReadOnly,
} from '../../styles/control.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The toolbar and the text as one bordered control. */
export const frame = style(
  inComponentsLayer({
    ...controlBox,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    selectors: {
      '&:hover': controlHovered,
      '&:focus-within': { borderColor: vars.control.border.focus },
      '&[data-invalid]': controlInvalid,
      '&[data-invalid]:focus-within': { borderColor: vars.control.border.invalid },
      '&[data-readonly]': controlReadOnly,
    },
  }),
);

export const toolbar = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[1],
    padding: vars.space[1],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.bg.sunken,
  }),
);

export const separator = style(
  inComponentsLayer({
    width: 1,
    alignSelf: 'stretch',
    margin: `${vars.space[1]} ${vars.space[1]}`,
    background: vars.color.border.default,
  }),
);

export const toolButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    padding: `0 ${vars.space[2]}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.bg.hover },
      '&[aria-pressed="true"]': {
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        borderColor: vars.color.accent.solid,
      },
      '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
      '&:focus-visible': { ...focusRingRule, outlineOffset: 0 },
    },
  }),
);

export const editable = style(
  inComponentsLayer({
    minHeight: 160,
    maxHeight: '60vh',
    overflowY: 'auto',
    padding: `${vars.space[3]} ${vars.space[4]}`,
    background: vars.control.bg.rest,
    outline: 'none',
    selectors: {
      '&:focus-visible': { ...controlFocused, borderColor: undefined },
      '[data-invalid] &:focus-visible': controlInvalidFocused,
      '[data-readonly] &': { background: vars.control.bg.readOnly },
    },
  }),
);

export const placeholderText = style(
  inComponentsLayer({
    position: 'absolute',
    top: vars.space[3],
    insetInlineStart: vars.space[4],
    color: vars.control.text.placeholder,
    pointerEvents: 'none',
  }),
);

export const editableArea = style(inComponentsLayer({ position: 'relative' }));

/** Shown while the editor's code loads: the frame's size, so the page does not jump. */
export const loadingFrame = style(inComponentsLayer({ ...controlBox, minHeight: 202, background: vars.color.bg.sunken }));
