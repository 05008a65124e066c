import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { insetFocusRingRule } from '../../styles/focus.css.ts';

export const searchRow = style(inComponentsLayer({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] }));

export const searchField = style(inComponentsLayer({ flex: '1 1 auto' }));

/** The list and its pager in one bordered box, as a table and its pager are. */
export const frame = style(
  inComponentsLayer({
    border: `1px solid ${vars.table.border.rest}`,
    borderRadius: vars.radius.md,
    background: vars.table.bg.rest,
    overflow: 'clip',
  }),
);

export const list = style(
  inComponentsLayer({
    minHeight: '12rem',
    maxHeight: 'min(24rem, 50vh)',
    overflowY: 'auto',
    outline: 'none',
    selectors: { '&[data-focus-visible]': insetFocusRingRule, '&[data-loading]': { color: vars.color.text.muted } },
  }),
);

export const item = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderBottom: `1px solid ${vars.table.row.border.rest}`,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:last-child': { borderBottom: 'none' },
      '&[data-hovered]': { background: vars.table.row.bg.hover },
      '&[data-selected]': { background: vars.color.bg.selected },
      '&[data-focus-visible]': insetFocusRingRule,
    },
  }),
);

export const person = style(inComponentsLayer({ display: 'flex', flexDirection: 'column' }));

export const secondary = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

export const footer = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    flexWrap: 'wrap',
  }),
);

export const selectedCount = style(
  inComponentsLayer({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm }),
);
