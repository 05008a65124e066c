import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const page = style(
  inComponentsLayer({
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[6],
    padding: `${vars.space[8]} ${vars.space[4]}`,
    background: `radial-gradient(ellipse 90% 40% at 50% 0%, ${vars.color.accent.subtle}, transparent), ${vars.color.bg.canvas}`,
    color: vars.color.text.primary,
    '@media': { '(max-width: 479px)': { padding: `${vars.space[5]} ${vars.space[3]}` } },
  }),
);

export const header = style(
  inComponentsLayer({
    width: '100%',
    maxWidth: '760px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
  }),
);

export const wordmark = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.02em',
  }),
);

export const mark = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.lg,
    background: vars.color.accent.solid,
    color: vars.color.text.onAccent,
  }),
);

export const languages = style(
  inComponentsLayer({
    display: 'inline-flex',
    padding: '2px',
    gap: '2px',
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
  }),
);

export const languageButton = style(
  inComponentsLayer({
    minHeight: '36px',
    padding: `0 ${vars.space[3]}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.bg.hover, color: vars.color.text.primary },
      '&[aria-pressed="true"]': { background: vars.color.accent.solid, color: vars.color.text.onAccent },
      '&:focus-visible': focusRingRule,
    },
  }),
);

export const article = style(
  inComponentsLayer({
    width: '100%',
    maxWidth: '760px',
    padding: `${vars.space[8]} ${vars.space[8]}`,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.bg.surface,
    boxShadow: vars.shadow.sm,
    '@media': { '(max-width: 479px)': { padding: `${vars.space[5]} ${vars.space[4]}` } },
  }),
);
