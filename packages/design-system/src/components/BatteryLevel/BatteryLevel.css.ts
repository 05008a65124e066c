import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const gaugeFill = createVar();

const tone = (palette: { solid: string; text: string }) =>
  inComponentsLayer({ color: palette.text, vars: { [gaugeFill]: palette.solid } });

export const batteryLevel = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
  variants: {
    tone: {
      danger: tone(vars.color.danger),
      warning: tone(vars.color.warning),
      success: tone(vars.color.success),
    },
  },
});

/** The gauge's track; its fill is as wide as the level. */
export const gauge = style(
  inComponentsLayer({
    display: 'inline-block',
    width: '24px',
    height: '8px',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.border.default,
  }),
);

export const gaugeLevel = style(inComponentsLayer({ display: 'block', height: '100%', background: gaugeFill }));

/** Figures take at least four digits' width, right-aligned, so the gauges after them line up in a column. */
export const figure = style(inComponentsLayer({ minWidth: '4ch', textAlign: 'end' }));
