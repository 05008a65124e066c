import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { insetFocusRingRule } from './focus.css.ts';

// What text inputs, select triggers, search boxes and code cells share, so they look like one family.

export const controlBox: StyleRule = {
  minWidth: 0,
  border: `1px solid ${vars.control.border.rest}`,
  borderRadius: vars.radius.md,
  background: vars.control.bg.rest,
  color: vars.control.text.rest,
  fontSize: vars.font.size.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}`,
};

/** A control that takes text shows where typing goes, whether it was reached by keyboard or pointer. */
export const controlFocused: StyleRule = { ...insetFocusRingRule, borderColor: vars.control.border.focus };

export const controlHovered: StyleRule = { borderColor: vars.control.border.hover };

export const controlInvalid: StyleRule = { borderColor: vars.control.border.invalid };

/** An invalid control keeps saying so while it is being corrected. */
export const controlInvalidFocused: StyleRule = {
  ...controlFocused,
  borderColor: vars.control.border.invalid,
  outlineColor: vars.control.border.invalid,
};

export const controlDisabled: StyleRule = {
  background: vars.control.bg.disabled,
  borderColor: vars.control.border.disabled,
  color: vars.control.text.disabled,
  cursor: 'not-allowed',
};

export const controlReadOnly: StyleRule = { background: vars.control.bg.readOnly, borderColor: vars.control.border.disabled };

export const placeholder: StyleRule = { color: vars.control.text.placeholder, opacity: 1 };
