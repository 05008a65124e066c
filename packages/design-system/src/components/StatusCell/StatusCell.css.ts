import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const statusCell = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], whiteSpace: 'nowrap' }),
);

export const statusText = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));
