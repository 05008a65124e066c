import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/layered.ts';

/** Digits of equal width, so amounts in a column line up. */
export const money = style(inComponentsLayer({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }));
