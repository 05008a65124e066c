import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const actions = style(inComponentsLayer({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space[1] }));
