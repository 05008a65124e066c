import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/layered.ts';

/** Room for the country and the number side by side, no wider. */
export const twoFactorForm = style(inComponentsLayer({ maxWidth: '40rem' }));
