import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRingRule } from '../../styles/focus.css.ts';

export const dropZone = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[4],
    padding: vars.space[4],
    border: `1px dashed ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.sunken,
    outline: 'none',
    selectors: {
      '&[data-drop-target]': { borderStyle: 'solid', borderColor: vars.color.accent.solid, background: vars.color.accent.subtle },
      '&[data-focus-visible]': focusRingRule,
    },
  }),
);

export const preview = style(
  inComponentsLayer({
    display: 'block',
    maxWidth: '240px',
    maxHeight: '160px',
    objectFit: 'contain',
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.bg.surface,
  }),
);

export const placeholder = style(
  inComponentsLayer({
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
  }),
);

export const actions = style(inComponentsLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }));
