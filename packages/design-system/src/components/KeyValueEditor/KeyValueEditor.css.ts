import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const editor = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 }));

/** Key, value and the remove button side by side; the two texts share the width, the key a little less. */
export const rowGrid = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto',
    gap: vars.space[3],
    alignItems: 'start',
  }),
);

export const columnHeading = style(
  inComponentsLayer({
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const rows = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' }),
);

export const empty = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, margin: 0 }));
