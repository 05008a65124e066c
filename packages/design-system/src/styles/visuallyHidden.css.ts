import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../theme/layered.ts';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(
  inComponentsLayer({
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
