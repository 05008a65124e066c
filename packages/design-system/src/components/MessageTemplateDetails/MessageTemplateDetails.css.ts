import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The template's image at its own size, never wider than its card. */
export const image = style(
  inComponentsLayer({
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);
