import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const cells = style(inComponentsLayer({ display: 'flex', gap: vars.space[3] }));

export const cell = style(
  inComponentsLayer({
    width: '48px',
    height: '56px',
    padding: 0,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'center',
    caretColor: vars.color.accent.solid,
    outline: 'none',
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focused]': { borderColor: vars.color.border.focus, boxShadow: `0 0 0 3px ${vars.color.accent.subtle}` },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
      '&[data-disabled]': {
        background: vars.color.bg.sunken,
        borderColor: vars.color.border.default,
        color: vars.color.text.muted,
        cursor: 'not-allowed',
      },
    },
  }),
);
