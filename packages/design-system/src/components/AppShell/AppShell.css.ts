import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { floatingPanel, panelItem, panelList } from '../../styles/overlay.css.ts';

const narrow = 'screen and (max-width: 899px)';
const wide = 'screen and (min-width: 900px)';
const topBarHeight = '60px';

export const shell = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: '256px minmax(0, 1fr)',
    gridTemplateRows: `${topBarHeight} minmax(0, 1fr)`,
    gridTemplateAreas: '"top top" "side main"',
    height: '100dvh',
    background: vars.color.bg.canvas,
    color: vars.color.text.primary,
    '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' } },
  }),
);

export const topBar = style(
  inComponentsLayer({
    gridArea: 'top',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    padding: `0 ${vars.space[4]} 0 ${vars.space[5]}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.bg.surface,
    '@media': { [narrow]: { paddingInline: vars.space[2] } },
  }),
);

export const topBarEnd = style(
  inComponentsLayer({ display: 'flex', alignItems: 'center', gap: vars.space[2], marginInlineStart: 'auto' }),
);

export const drawerDialog = style(inComponentsLayer({ outline: 'none' }));

export const drawerHeader = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '44px',
    marginBottom: vars.space[3],
    paddingLeft: vars.space[2],
  }),
);

export const openMenuButton = style(
  inComponentsLayer({ '@media': { [wide]: { selectors: { [`${topBar} &`]: { display: 'none' } } } } }),
);

export const logo = style([
  focusRing,
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    padding: vars.space[1],
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
  }),
]);

export const logoMark = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.md,
    background: vars.color.accent.solid,
    color: vars.color.text.onAccent,
  }),
);

export const themeToggle = style([
  focusRing,
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.controlSize.md.height,
    height: vars.controlSize.md.height,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: vars.button.ghost.bg.rest,
    color: vars.color.text.secondary,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.button.ghost.bg.hover, color: vars.button.ghost.text.rest },
      '&[data-pressed]': { background: vars.button.ghost.bg.pressed },
      '&[data-selected]': { color: vars.color.accent.text },
    },
  }),
]);

export const accountButton = style(
  inComponentsLayer({
    selectors: { [`${topBar} &`]: { gap: vars.space[2], paddingInline: `${vars.space[1]} ${vars.space[2]}` } },
  }),
);

export const avatar = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    background: vars.color.accent.solid,
    color: vars.color.text.onAccent,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.02em',
  }),
);

export const accountName = style(
  inComponentsLayer({
    maxWidth: '200px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: vars.color.text.primary,
    // Narrow top bars keep only the avatar; the name stays in the button's accessible name.
    '@media': {
      'screen and (max-width: 599px)': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  }),
);

export const menuPopover = style([floatingPanel, inComponentsLayer({ minWidth: '200px' })]);

export const menu = panelList;

export const menuItem = panelItem;

export const sidebar = style(
  inComponentsLayer({
    gridArea: 'side',
    overflowY: 'auto',
    padding: `${vars.space[4]} ${vars.space[3]}`,
    borderRight: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.bg.surface,
    '@media': { [narrow]: { display: 'none' } },
  }),
);

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const drawerOverlay = style(
  inComponentsLayer({
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    background: vars.color.bg.overlay,
    selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
  }),
);

export const drawer = style(
  inComponentsLayer({
    position: 'fixed',
    insetBlock: 0,
    left: 0,
    width: 'min(300px, 85vw)',
    overflowY: 'auto',
    padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[6]}`,
    background: vars.color.bg.surface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal}` } },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const main = style(inComponentsLayer({ gridArea: 'main', overflowY: 'auto', outline: 'none' }));

export const content = style(
  inComponentsLayer({
    maxWidth: '1280px',
    margin: '0 auto',
    padding: `${vars.space[8]} ${vars.space[8]} ${vars.space[12]}`,
    '@media': { [narrow]: { padding: `${vars.space[5]} ${vars.space[4]} ${vars.space[10]}` } },
  }),
);
