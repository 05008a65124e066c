import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const descriptionField = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[1] }));

export const counter = style(
  inComponentsLayer({
    alignSelf: 'flex-end',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const counterOver = style([
  counter,
  inComponentsLayer({ color: vars.color.danger.text, fontWeight: vars.font.weight.medium }),
]);
