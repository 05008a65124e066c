import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { insetFocusRingRule } from '../../styles/focus.css.ts';

// Everything in the table draws its focus ring inside its edge: the frame clips what is outside.
const focusVisible = { '&[data-focus-visible]': insetFocusRingRule };

export const frame = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${vars.table.border.rest}`,
    borderRadius: vars.radius.lg,
    background: vars.table.bg.rest,
    boxShadow: vars.shadow.sm,
    // clip, not hidden: it rounds the corners without becoming a scroll container, so the header
    // can stick to the top of the page's scrolling area.
    overflow: 'clip',
  }),
);

// Narrow screens scroll a wide table sideways; the header then stays put only on wide screens.
export const scroller = style(
  inComponentsLayer({
    position: 'relative',
    '@media': { 'screen and (max-width: 899px)': { overflowX: 'auto' } },
  }),
);

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const progress = style(
  inComponentsLayer({
    position: 'sticky',
    top: 0,
    left: 0,
    zIndex: 2,
    height: 0,
    overflow: 'visible',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        top: 0,
        height: '3px',
        width: '40%',
        borderRadius: vars.radius.full,
        background: vars.color.accent.solid,
        animation: `${slide} 1.2s ease-in-out infinite`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { animationDuration: '3.6s' } } } },
  }),
);

export const table = style(
  inComponentsLayer({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.font.size.md,
    color: vars.color.text.primary,
    outline: 'none',
    selectors: focusVisible,
  }),
);

// A long page (see DataTable's virtualizeAbove) scrolls inside the table: React Aria's Virtualizer
// renders only the rows in view, as absolutely placed divs, and keeps the header stuck to the top
// of this box. Its height is bounded by the viewport so the box, not the page, scrolls.
export const virtualTable = style([
  table,
  inComponentsLayer({
    display: 'block',
    maxHeight: 'max(20rem, 70vh)',
    overflow: 'auto',
    overscrollBehavior: 'contain',
  }),
]);

// In the virtual table rows and cells are divs in absolutely placed boxes of the measured size:
// they fill their box, and a cell centres its content as a table cell would.
const inVirtualTable = `${virtualTable} &`;
const fillsItsBox = { height: '100%', boxSizing: 'border-box' } as const;
// Its box is as wide as its column, whatever the content: what does not fit is clipped, not drawn
// over the next cell.
const virtualCell = {
  ...fillsItsBox,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  overflowWrap: 'normal',
} as const;

const aligned = {
  start: inComponentsLayer({ textAlign: 'start' }),
  end: inComponentsLayer({
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    selectors: { [inVirtualTable]: { justifyContent: 'flex-end' } },
  }),
};

export const column = recipe({
  base: inComponentsLayer({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    padding: `${vars.space[3]} ${vars.space[4]}`,
    borderBottom: `1px solid ${vars.table.header.border.rest}`,
    background: vars.table.header.bg.rest,
    color: vars.table.header.text.rest,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.table.header.text.hover },
      [inVirtualTable]: { ...virtualCell, position: 'relative' },
      ...focusVisible,
    },
  }),
  variants: { align: aligned },
});

export const headerContent = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    verticalAlign: 'middle',
    selectors: { [`${column.classNames.variants.align.end} &`]: { flexDirection: 'row-reverse' } },
  }),
);

export const sortIcon = style(
  inComponentsLayer({
    color: vars.color.text.muted,
    selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.accent.text } },
  }),
);

// Loading dims the rows with the muted text colour, not opacity, so they keep a readable contrast.
export const body = style(
  inComponentsLayer({
    transition: `color ${vars.motion.normal}`,
    selectors: { '[data-loading] &': { color: vars.color.text.muted } },
  }),
);

export const row = recipe({
  base: inComponentsLayer({
    outline: 'none',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.table.row.bg.hover },
      [inVirtualTable]: fillsItsBox,
      ...focusVisible,
    },
  }),
  variants: {
    isPressable: {
      true: inComponentsLayer({ cursor: 'pointer', selectors: { '&[data-pressed]': { background: vars.table.row.bg.pressed } } }),
      false: {},
    },
  },
});

export const cell = recipe({
  base: inComponentsLayer({
    padding: `${vars.space[3]} ${vars.space[4]}`,
    borderBottom: `1px solid ${vars.table.row.border.rest}`,
    verticalAlign: 'middle',
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: {
      'tr:last-child > &': { borderBottom: 'none' },
      [inVirtualTable]: virtualCell,
      ...focusVisible,
    },
  }),
  variants: {
    align: aligned,
    // A long word (an e-mail address) breaks rather than widening the table past the page. Only where
    // asked: a cell that may break anywhere lets the table squeeze its column, dates and all.
    breaksWords: { true: inComponentsLayer({ overflowWrap: 'anywhere' }), false: {} },
  },
});

export const toggleCell = style([cell({ align: 'start' }), inComponentsLayer({ width: '48px', padding: `0 ${vars.space[2]}` })]);

export const toggleIcon = style(
  inComponentsLayer({
    transition: `transform ${vars.motion.fast}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
  }),
);

export const detailRow = style(inComponentsLayer({ background: vars.table.row.bg.expanded, outline: 'none' }));

export const detailCell = style([
  cell({ align: 'start' }),
  inComponentsLayer({ padding: `${vars.space[4]} ${vars.space[6]} ${vars.space[5]}` }),
]);

export const pagination = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: `${vars.space[3]} ${vars.space[6]}`,
    padding: `${vars.space[3]} ${vars.space[4]}`,
    borderTop: `1px solid ${vars.table.header.border.rest}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
  }),
);

export const range = style(inComponentsLayer({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }));

export const pageButtons = style(inComponentsLayer({ display: 'flex', gap: vars.space[2] }));
