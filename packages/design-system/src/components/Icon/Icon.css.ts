import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/layered.ts';

export const icon = style(
  inComponentsLayer({
    display: 'inline-block',
    flexShrink: 0,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    verticalAlign: 'middle',
  }),
);
