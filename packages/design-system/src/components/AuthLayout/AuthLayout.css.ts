import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const page = style(
  inComponentsLayer({
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[8],
    padding: `${vars.space[12]} ${vars.space[4]}`,
    background: `radial-gradient(ellipse 90% 55% at 50% 0%, ${vars.color.accent.subtle}, transparent), ${vars.color.bg.canvas}`,
    color: vars.color.text.primary,
  }),
);

export const brand = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[3], textAlign: 'center' }),
);

export const wordmark = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[3],
    fontSize: '28px',
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.02em',
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const mark = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: vars.radius.lg,
    background: vars.color.accent.solid,
    color: vars.color.text.onAccent,
    boxShadow: vars.shadow.md,
  }),
);

export const tagline = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.md }));

export const card = style(
  inComponentsLayer({
    width: '100%',
    maxWidth: '420px',
    padding: vars.space[8],
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.bg.surface,
    boxShadow: vars.shadow.md,
    '@media': { '(max-width: 479px)': { padding: vars.space[6] } },
  }),
);
