import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
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

// Shared by every form control: label above, control, then description or error below.

export const field = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
  }),
);

export const label = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const description = style(
  inComponentsLayer({
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const fieldError = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    color: vars.color.danger.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/** The text box itself. */
export const input = style(
  inComponentsLayer({
    ...controlBox,
    width: '100%',
    height: vars.controlSize.md.height,
    padding: `0 ${vars.space[3]}`,
    selectors: {
      '&::placeholder': placeholder,
      '&[data-hovered]': controlHovered,
      '&[data-focused]': controlFocused,
      '&[data-invalid]': controlInvalid,
      '&[data-invalid][data-focused]': controlInvalidFocused,
      '&[data-disabled]': controlDisabled,
      '&[readonly]': controlReadOnly,
    },
  }),
);

/** A text box of several lines: the input's look, its height from its rows. */
export const textArea = style([
  input,
  inComponentsLayer({
    height: 'auto',
    minHeight: vars.controlSize.md.height,
    padding: `${vars.space[2]} ${vars.space[3]}`,
    lineHeight: vars.font.lineHeight.normal,
    resize: 'vertical',
  }),
]);
