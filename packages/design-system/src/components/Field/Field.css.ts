import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

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

/** The text box itself; border.strong keeps its edge at 3:1 against the surface. */
export const input = style(
  inComponentsLayer({
    width: '100%',
    height: '40px',
    padding: `0 ${vars.space[3]}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    outline: 'none',
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focused]': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 3px ${vars.color.accent.subtle}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger.solid },
      '&[data-invalid][data-focused]': { boxShadow: `0 0 0 3px ${vars.color.danger.subtle}` },
      '&[data-disabled]': {
        background: vars.color.bg.sunken,
        borderColor: vars.color.border.default,
        color: vars.color.text.muted,
        cursor: 'not-allowed',
      },
      '&[readonly]': { background: vars.color.bg.sunken, borderColor: vars.color.border.default },
    },
  }),
);
