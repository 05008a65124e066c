import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const actions = style(inComponentsLayer({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space[1] }));

export const status = style(inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] }));

export const secondaryText = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

/** The lock's type over which lock it is. */
export const lock = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[0] }));
