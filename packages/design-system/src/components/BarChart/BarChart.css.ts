import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const chart = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, margin: 0 }),
);

export const toolbar = style(inComponentsLayer({ display: 'flex', justifyContent: 'flex-end' }));

export const plot = style(inComponentsLayer({ position: 'relative', width: '100%', minWidth: 0 }));

export const drawing = style(inComponentsLayer({ display: 'block', overflow: 'visible' }));

export const gridLine = style(inComponentsLayer({ stroke: vars.color.border.subtle, strokeWidth: 1 }));
export const baseline = style(inComponentsLayer({ stroke: vars.color.border.strong, strokeWidth: 1 }));

export const axisText = style(
  inComponentsLayer({ fill: vars.color.text.secondary, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' }),
);

export const bar = style(inComponentsLayer({ fill: vars.color.chart.series1, transition: `fill ${vars.motion.fast}` }));
export const highlightedBar = style(inComponentsLayer({ fill: vars.color.chart.series2 }));
export const activeBar = style(inComponentsLayer({ fill: vars.color.accent.solidPressed }));

export const highlightText = style(
  inComponentsLayer({ fill: vars.color.text.primary, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold }),
);

export const hitArea = style(
  inComponentsLayer({
    fill: 'transparent',
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&:focus-visible': { stroke: vars.focusRing.color, strokeWidth: vars.focusRing.width },
    },
  }),
);

const tooltipBase = {
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
} as const;

// Above the bar's top; at the edges it opens inwards rather than past the card.
export const tooltip = styleVariants({
  center: inComponentsLayer({ ...tooltipBase, transform: `translate(-50%, calc(-100% - ${vars.space[2]}))` }),
  start: inComponentsLayer({ ...tooltipBase, transform: `translate(-${vars.space[4]}, calc(-100% - ${vars.space[2]}))` }),
  end: inComponentsLayer({
    ...tooltipBase,
    transform: `translate(calc(-100% + ${vars.space[4]}), calc(-100% - ${vars.space[2]}))`,
  }),
});

export const tooltipLabel = style(inComponentsLayer({ color: vars.color.text.secondary }));

export const tableScroller = style(inComponentsLayer({ minWidth: 0 }));

export const table = style(
  inComponentsLayer({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md, color: vars.color.text.primary }),
);

export const caption = style(
  inComponentsLayer({ textAlign: 'start', paddingBottom: vars.space[2], fontWeight: vars.font.weight.semibold }),
);

const cell = {
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderBottom: `1px solid ${vars.table.row.border.rest}`,
} as const;

export const headerCell = style(inComponentsLayer({ ...cell, textAlign: 'start', color: vars.table.header.text.rest }));
export const numberHeaderCell = style(inComponentsLayer({ ...cell, textAlign: 'end', color: vars.table.header.text.rest }));
export const labelCell = style(inComponentsLayer({ ...cell, textAlign: 'start', fontWeight: vars.font.weight.regular }));
export const numberCell = style(inComponentsLayer({ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }));

export const noData = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.md }));
