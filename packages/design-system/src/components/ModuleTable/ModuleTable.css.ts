import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const secondaryText = style(inComponentsLayer({ color: vars.color.text.secondary }));

/** Tags beside the door components when there is room, one under the other when not. */
export const details = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
    gap: vars.space[6],
    alignItems: 'start',
  }),
);

export const sectionHeading = style(
  inComponentsLayer({
    margin: `0 0 ${vars.space[2]}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
    textAlign: 'start',
    captionSide: 'top',
  }),
);

export const tagList = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: vars.space[4],
    rowGap: vars.space[1],
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

globalStyle(`${tagList} > div`, inComponentsLayer({ display: 'contents' }));
globalStyle(`${tagList} dt`, inComponentsLayer({ color: vars.color.text.secondary }));
globalStyle(`${tagList} dd`, inComponentsLayer({ margin: 0, overflowWrap: 'anywhere' }));

export const none = style(inComponentsLayer({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

export const itemTable = style(inComponentsLayer({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm }));

globalStyle(
  `${itemTable} th, ${itemTable} td`,
  inComponentsLayer({
    padding: `${vars.space[1]} ${vars.space[3]}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'start',
  }),
);
globalStyle(
  `${itemTable} thead th`,
  inComponentsLayer({ color: vars.color.text.secondary, fontWeight: vars.font.weight.medium }),
);
globalStyle(`${itemTable} tbody th`, inComponentsLayer({ fontWeight: vars.font.weight.medium }));
globalStyle(`${itemTable} tbody tr:last-child > *`, inComponentsLayer({ borderBottom: 'none' }));
