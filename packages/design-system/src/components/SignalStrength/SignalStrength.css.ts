import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const barFill = createVar();

const tone = (palette: { solid: string; text: string }) =>
  inComponentsLayer({ color: palette.text, vars: { [barFill]: palette.solid } });

export const signalStrength = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    whiteSpace: 'nowrap',
  }),
  variants: {
    tone: {
      success: tone(vars.color.success),
      info: tone(vars.color.info),
      danger: tone(vars.color.danger),
      neutral: tone(vars.color.neutral),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const bars = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: '12px', flexShrink: 0 }),
);

/** Three bars of rising height: the filled ones in the tone's solid colour, the rest as a faint outline of the glyph. */
export const bar = style(
  inComponentsLayer({
    width: '3px',
    borderRadius: '1px',
    background: vars.color.border.default,
    selectors: {
      '&:nth-child(1)': { height: '4px' },
      '&:nth-child(2)': { height: '8px' },
      '&:nth-child(3)': { height: '12px' },
      '&[data-filled]': { background: barFill },
    },
  }),
);
