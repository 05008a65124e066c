import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The country beside the number, wrapping under it on a narrow screen. */
export const row = style(inComponentsLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[3] }));

export const countryField = style(inComponentsLayer({ flex: '1 1 12rem', minWidth: 0 }));

export const numberField = style(inComponentsLayer({ flex: '2 1 12rem', minWidth: 0 }));
