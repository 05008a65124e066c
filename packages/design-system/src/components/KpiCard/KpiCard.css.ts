import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const body = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[2] }));

export const value = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const change = style(inComponentsLayer({ fontSize: vars.font.size.md, color: vars.color.text.secondary }));

const directionBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const direction = styleVariants({
  up: inComponentsLayer({ ...directionBase, color: vars.color.success.text }),
  down: inComponentsLayer({ ...directionBase, color: vars.color.danger.text }),
  flat: inComponentsLayer({ ...directionBase, color: vars.color.text.secondary }),
});

export const comparison = style(inComponentsLayer({ whiteSpace: 'nowrap' }));
