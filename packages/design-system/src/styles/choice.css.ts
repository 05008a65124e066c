import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inComponentsLayer } from '../theme/layered.ts';

/** The clickable label of a checkbox or a switch: the control drawn first, then its text. */
export const choiceLabel = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
      '&[data-readonly]': { cursor: 'default' },
    },
  }),
);
