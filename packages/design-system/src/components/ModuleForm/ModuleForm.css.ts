import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The new doors' checklist stands apart from the fields: it is about the move just chosen. */
export const newDoors = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    padding: vars.space[4],
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.sunken,
  }),
);

export const itemNote = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));
