import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const dotColor = createVar();

const tone = (palette: { subtle: string; text: string; solid: string }) =>
  inComponentsLayer({ background: palette.subtle, color: palette.text, vars: { [dotColor]: palette.solid } });

export const badge = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    height: '22px',
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  }),
  variants: {
    tone: {
      neutral: tone(vars.color.neutral),
      accent: tone(vars.color.accent),
      success: tone(vars.color.success),
      warning: tone(vars.color.warning),
      danger: tone(vars.color.danger),
      info: tone(vars.color.info),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = style(
  inComponentsLayer({ width: '6px', height: '6px', borderRadius: vars.radius.full, background: dotColor }),
);
