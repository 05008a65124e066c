import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/layered.ts';

/** Passwords are short: a line as wide as the page would only make the fields harder to scan. */
export const narrow = style(inComponentsLayer({ maxWidth: '32rem' }));
