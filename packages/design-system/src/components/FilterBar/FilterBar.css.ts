import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

// Controls sit on their bottom edge, so inputs with a label above line up with a checkbox or a button.
export const filterBar = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${vars.space[4]} ${vars.space[5]}`,
    marginBottom: vars.space[5],
    padding: vars.space[4],
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.bg.surface,
  }),
);

// A control without a label above (checkbox, button) gets the inputs' height, so its centre lines up.
globalStyle(`${filterBar} > *`, inComponentsLayer({ minHeight: vars.controlSize.md.height }));
