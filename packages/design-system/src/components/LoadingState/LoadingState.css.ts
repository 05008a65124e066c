import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loadingState = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
    padding: vars.space[10],
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
  }),
);

export const spinner = style(
  inComponentsLayer({
    width: '28px',
    height: '28px',
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.border.subtle}`,
    borderTopColor: vars.color.accent.solid,
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
  }),
);
