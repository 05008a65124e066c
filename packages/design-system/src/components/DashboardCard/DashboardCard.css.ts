import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const error = style(
  inComponentsLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], minHeight: '4rem' }),
);

export const errorText = style(inComponentsLayer({ color: vars.color.danger.text, fontSize: vars.font.size.md }));

export const loading = style(inComponentsLayer({ minHeight: '4rem' }));
