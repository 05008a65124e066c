import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { insetFocusRing } from '../../styles/focus.css.ts';

export const group = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[2] }));

/** A radio group drawn as segments in a tray: one choice of a few, each a word. */
export const segments = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignSelf: 'flex-start',
    padding: '3px',
    gap: '2px',
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.sunken,
  }),
);

export const segment = style([
  insetFocusRing,
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '84px',
    height: vars.controlSize.sm.height,
    padding: `0 ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary },
      '&[data-selected]': { background: vars.color.bg.surface, color: vars.color.text.primary, boxShadow: vars.shadow.sm },
      '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
    },
  }),
]);
