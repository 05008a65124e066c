import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const chart = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[6],
    minWidth: 0,
  }),
);

// The drawing shrinks with a narrow container instead of overflowing it; `size` is only its largest width.
export const drawing = style(inComponentsLayer({ display: 'block', flexShrink: 1, width: '100%', height: 'auto' }));

export const legend = style(
  inComponentsLayer({
    flex: '1 1 12rem',
    minWidth: 0,
    borderCollapse: 'collapse',
    fontSize: vars.font.size.md,
    color: vars.color.text.primary,
  }),
);

export const title = style(
  inComponentsLayer({
    textAlign: 'start',
    paddingBottom: vars.space[2],
    color: vars.color.text.primary,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

const cell = {
  paddingBlock: vars.space[1],
  verticalAlign: 'top',
} as const;

export const labelCell = style(
  inComponentsLayer({ ...cell, textAlign: 'start', fontWeight: vars.font.weight.regular, overflowWrap: 'anywhere' }),
);

export const label = style(inComponentsLayer({ display: 'flex', alignItems: 'baseline', gap: vars.space[2] }));

export const numberCell = style(
  inComponentsLayer({
    ...cell,
    paddingInlineStart: vars.space[4],
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const shareCell = style([numberCell, inComponentsLayer({ color: vars.color.text.secondary })]);

export const swatch = style(inComponentsLayer({ flexShrink: 0, width: '10px', height: '10px', borderRadius: vars.radius.sm }));

export const sliceFill = styleVariants(vars.color.chart, (color) => inComponentsLayer({ fill: color }));
export const swatchFill = styleVariants(vars.color.chart, (color) => inComponentsLayer({ background: color }));

export const noData = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.md }));
