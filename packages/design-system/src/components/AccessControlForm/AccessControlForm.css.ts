import { style } from '@vanilla-extract/css';
import { controlReadOnly } from '../../styles/control.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { group, segment } from '../DateTimeField/DateTimeField.css.ts';

/** The hours and minutes drawn as one text box, like the date and time field but without its calendar button. */
export const timeInput = style([
  group,
  inComponentsLayer({
    width: '8rem',
    padding: `0 ${vars.space[3]}`,
    fontVariantNumeric: 'tabular-nums',
    selectors: { '[data-readonly] > &': controlReadOnly },
  }),
]);

export const timeSegment = segment;
