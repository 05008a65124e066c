import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing } from '../../styles/focus.css.ts';

/** Cards side by side as far as the width allows, each at least a readable measure wide. */
export const grid = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: vars.space[4],
  }),
);

export const value = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

export const missing = style(inComponentsLayer({ color: vars.color.text.muted, fontSize: vars.font.size.md }));

export const mapLink = style([
  focusRing,
  inComponentsLayer({
    display: 'inline-block',
    marginTop: vars.space[2],
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    borderRadius: vars.radius.sm,
  }),
]);
