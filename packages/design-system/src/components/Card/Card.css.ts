import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const card = style(inComponentsLayer({ minWidth: 0 }));

export const title = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const description = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.md }));
