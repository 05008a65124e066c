import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing } from '../../styles/focus.css.ts';

export const secondaryText = style(inComponentsLayer({ color: vars.color.text.secondary }));

export const cellLink = style([
  focusRing,
  inComponentsLayer({
    color: vars.color.text.link,
    textDecoration: 'underline',
    borderRadius: vars.radius.sm,
  }),
]);
