import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const tabLabel = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    selectors: { '&[data-invalid]': { color: vars.color.danger.text } },
  }),
);

export const tabWarning = style(inComponentsLayer({ flexShrink: 0 }));
