import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inComponentsLayer } from '../theme/layered.ts';

/** A table's one-line message in place of rows ("No data"). */
export const emptyTableText = style(
  inComponentsLayer({
    padding: vars.space[4],
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    textAlign: 'center',
  }),
);

/** Figures and times in a cell: kept on one line, digits of equal width so columns line up. */
export const tabularCell = style(inComponentsLayer({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }));
