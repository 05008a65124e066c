import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { insetFocusRing } from '../../styles/focus.css.ts';

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

// Small controls in a tray, so the whole choice is as high as a medium control.
export const segment = style([
  insetFocusRing,
  inComponentsLayer({
    minWidth: '84px',
    height: vars.controlSize.sm.height,
    padding: `0 ${vars.space[3]}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary },
      '&[data-selected]': { background: vars.color.bg.surface, color: vars.color.text.primary, boxShadow: vars.shadow.sm },
    },
  }),
]);

export const resendRow = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    flexWrap: 'wrap',
    minHeight: vars.controlSize.sm.height,
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
