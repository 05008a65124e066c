import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const summary = style(
  inComponentsLayer({ marginTop: vars.space[2], color: vars.color.text.secondary, fontSize: vars.font.size.md }),
);
