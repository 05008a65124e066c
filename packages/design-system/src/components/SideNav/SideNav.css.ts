import { style } from '@vanilla-extract/css';
import { insetFocusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const nav = style(inComponentsLayer({ display: 'flex', flexDirection: 'column' }));

export const list = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: '2px', margin: 0, padding: 0, listStyle: 'none' }),
);

// The menu scrolls inside its sidebar or drawer, so links and group buttons draw the ring inside.
export const link = style([
  insetFocusRing,
  inComponentsLayer({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: vars.controlSize.md.height,
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.md,
    color: vars.nav.item.text.rest,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.nav.item.bg.hover, color: vars.nav.item.text.hover },
      '&[aria-current="page"]': {
        background: vars.nav.item.bg.current,
        color: vars.nav.item.text.current,
        fontWeight: vars.font.weight.semibold,
      },
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        insetBlock: vars.space[2],
        left: 0,
        width: '3px',
        borderRadius: vars.radius.full,
        background: vars.nav.item.indicator.current,
      },
    },
  }),
]);

export const group = style(inComponentsLayer({ marginTop: vars.space[4] }));

export const groupHeading = style(inComponentsLayer({ margin: 0, fontSize: 'inherit' }));

export const groupTrigger = style([
  insetFocusRing,
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    height: vars.controlSize.sm.height,
    padding: `0 ${vars.space[3]}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.nav.group.text.rest,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast}`,
    selectors: { '&[data-hovered]': { color: vars.nav.group.text.hover } },
  }),
]);

export const groupChevron = style(
  inComponentsLayer({
    transition: `transform ${vars.motion.fast}`,
    selectors: { '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' } },
  }),
);
