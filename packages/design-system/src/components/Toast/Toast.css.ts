import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing } from '../../styles/focus.css.ts';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } });

export const region = style([
  focusRing,
  inComponentsLayer({
    position: 'fixed',
    right: vars.space[6],
    bottom: vars.space[6],
    zIndex: 200,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space[3],
    width: 'min(400px, calc(100vw - 32px))',
    borderRadius: vars.radius.lg,
    '@media': { '(max-width: 599px)': { right: vars.space[4], bottom: vars.space[4] } },
  }),
]);

export const toast = recipe({
  base: [
    focusRing,
    inComponentsLayer({
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space[3],
      padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]}`,
      border: `1px solid ${vars.color.border.subtle}`,
      borderLeftWidth: '4px',
      borderRadius: vars.radius.md,
      background: vars.color.bg.surfaceRaised,
      color: vars.color.text.primary,
      boxShadow: vars.shadow.lg,
      animation: `${slideIn} ${vars.motion.normal}`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    }),
  ],
  variants: {
    tone: {
      success: inComponentsLayer({ borderLeftColor: vars.color.success.solid }),
      error: inComponentsLayer({ borderLeftColor: vars.color.danger.solid }),
      warning: inComponentsLayer({ borderLeftColor: vars.color.warning.solid }),
    },
  },
});

export const icon = recipe({
  base: inComponentsLayer({ marginTop: '8px' }),
  variants: {
    tone: {
      success: inComponentsLayer({ color: vars.color.success.text }),
      error: inComponentsLayer({ color: vars.color.danger.text }),
      warning: inComponentsLayer({ color: vars.color.warning.text }),
    },
  },
});

export const content = style(
  inComponentsLayer({
    flex: 1,
    minWidth: 0,
    paddingBlock: '7px',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);
