import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const container = style(inComponentsLayer({ display: 'grid', gap: vars.space[4], justifyItems: 'start' }));

export const list = style(inComponentsLayer({ listStyle: 'none', margin: 0, padding: 0, justifySelf: 'stretch' }));

export const row = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: vars.space[4],
    rowGap: vars.space[2],
    paddingBlock: vars.space[3],
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&:first-child': { paddingBlockStart: 0 }, '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
  }),
);

export const names = style(inComponentsLayer({ display: 'grid', gap: vars.space[1], minWidth: 0 }));

export const doorLink = style([
  focusRing,
  inComponentsLayer({
    color: vars.color.text.link,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
  }),
]);

export const locationName = style(
  inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }),
);

export const reasons = style(
  inComponentsLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], listStyle: 'none', margin: 0, padding: 0 }),
);

export const empty = style(inComponentsLayer({ margin: 0, color: vars.color.text.secondary }));
