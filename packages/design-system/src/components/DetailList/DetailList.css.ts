import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const list = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: vars.space[6],
    rowGap: vars.space[3],
    margin: 0,
  }),
);

export const term = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

export const detail = style(inComponentsLayer({ margin: 0, color: vars.color.text.primary }));
