import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../styles/choice.css.ts';
import { focusRingRule } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const switchRoot = style([choiceLabel, inComponentsLayer({ gap: vars.space[3] })]);

export const track = style(
  inComponentsLayer({
    position: 'relative',
    flexShrink: 0,
    width: '36px',
    height: '20px',
    borderRadius: vars.radius.full,
    background: vars.switch.track.bg.rest,
    transition: `background-color ${vars.motion.normal}`,
    selectors: {
      [`${switchRoot}[data-hovered] &`]: { background: vars.switch.track.bg.hover },
      [`${switchRoot}[data-selected] &`]: { background: vars.switch.track.bg.selected },
      [`${switchRoot}[data-selected][data-hovered] &`]: { background: vars.switch.track.bg.selectedHover },
      [`${switchRoot}[data-focus-visible] &`]: focusRingRule,
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
    background: vars.switch.thumb.bg.rest,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.normal}`,
    selectors: {
      [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);
