import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const form = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[5] }));

export const providerGroup = style(
  inComponentsLayer({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' }),
);

export const segments = style(
  inComponentsLayer({
    display: 'inline-flex',
    padding: '3px',
    gap: '2px',
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.sunken,
  }),
);

export const segment = style(
  inComponentsLayer({
    minWidth: '84px',
    height: '30px',
    padding: `0 ${vars.space[3]}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary },
      '&[data-selected]': { background: vars.color.bg.surface, color: vars.color.text.primary, boxShadow: vars.shadow.sm },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    },
  }),
);

export const resendRow = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    flexWrap: 'wrap',
    minHeight: '32px',
  }),
);

export const resendStatus = recipe({
  base: inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], fontSize: vars.font.size.sm }),
  variants: {
    outcome: {
      sent: inComponentsLayer({ color: vars.color.success.text }),
      failed: inComponentsLayer({ color: vars.color.danger.text }),
    },
  },
});
