import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const nowrap = style(inComponentsLayer({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }));

export const empty = style(
  inComponentsLayer({
    padding: vars.space[4],
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    textAlign: 'center',
  }),
);
