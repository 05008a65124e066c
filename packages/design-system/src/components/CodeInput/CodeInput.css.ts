import { style } from '@vanilla-extract/css';
import {
  controlBox,
  controlDisabled,
  controlFocused,
  controlHovered,
  controlInvalid,
  controlInvalidFocused,
} from '../../styles/control.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const cells = style(inComponentsLayer({ display: 'flex', gap: vars.space[3] }));

// A large control: one digit, big enough to read and to hit on a phone.
export const cell = style(
  inComponentsLayer({
    ...controlBox,
    width: '48px',
    height: vars.controlSize.lg.height,
    padding: 0,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'center',
    caretColor: vars.color.accent.solid,
    selectors: {
      '&[data-hovered]': controlHovered,
      '&[data-focused]': controlFocused,
      '&[aria-invalid="true"]': controlInvalid,
      '&[aria-invalid="true"][data-focused]': controlInvalidFocused,
      '&[data-disabled]': controlDisabled,
    },
  }),
);
