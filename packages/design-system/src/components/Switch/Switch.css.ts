import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { choiceLabel } from '../../styles/choice.css.ts';

export const switchRoot = style([choiceLabel, inComponentsLayer({ gap: vars.space[3] })]);

export const track = style(
  inComponentsLayer({
    position: 'relative',
    flexShrink: 0,
    width: '36px',
    height: '20px',
    borderRadius: vars.radius.full,
    background: vars.color.neutral.solid,
    transition: `background-color ${vars.motion.normal}`,
    selectors: {
      [`${switchRoot}[data-hovered] &`]: { background: vars.color.text.secondary },
      [`${switchRoot}[data-selected] &`]: { background: vars.color.accent.solid },
      [`${switchRoot}[data-selected][data-hovered] &`]: { background: vars.color.accent.solidHover },
      [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      [`${switchRoot}[data-disabled] &`]: { opacity: 0.5 },
    },
  }),
);

export const thumb = style(
  inComponentsLayer({
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.full,
    background: vars.color.bg.surface,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.normal}`,
    selectors: {
      [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);
