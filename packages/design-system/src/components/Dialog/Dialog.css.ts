import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style(
  inComponentsLayer({
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space[4],
    background: vars.color.bg.overlay,
    selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const modal = recipe({
  base: inComponentsLayer({
    width: '100%',
    maxHeight: 'calc(100vh - 32px)',
    overflow: 'auto',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.bg.surfaceRaised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.normal}` } },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    size: {
      sm: inComponentsLayer({ maxWidth: '420px' }),
      md: inComponentsLayer({ maxWidth: '520px' }),
      lg: inComponentsLayer({ maxWidth: '720px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    padding: vars.space[6],
    outline: 'none',
  }),
);

export const heading = style(
  inComponentsLayer({
    margin: 0,
    color: vars.color.text.primary,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const body = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    color: vars.color.text.secondary,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const actions = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space[3],
    paddingTop: vars.space[2],
  }),
);
