import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inComponentsLayer } from '../theme/layered.ts';
import { insetFocusRingRule } from './focus.css.ts';

// What menus and listboxes share: a raised panel and the rows in it.

export const floatingPanel = style(
  inComponentsLayer({
    padding: vars.space[1],
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surfaceRaised,
    boxShadow: vars.shadow.md,
    outline: 'none',
  }),
);

export const panelList = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: '2px', outline: 'none' }));

export const panelItem = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.bg.hover },
      '&[data-focus-visible]': insetFocusRingRule,
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
    },
  }),
);
