import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { choiceLabel } from '../../styles/choice.css.ts';

export const checkbox = choiceLabel;

export const box = style(
  inComponentsLayer({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '18px',
    height: '18px',
    border: `1.5px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.bg.surface,
    color: vars.color.text.onAccent,
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        background: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
      },
      [`${checkbox}[data-selected][data-hovered] &, ${checkbox}[data-indeterminate][data-hovered] &`]: {
        background: vars.color.accent.solidHover,
        borderColor: vars.color.accent.solidHover,
      },
      [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
      [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      [`${checkbox}[data-disabled] &`]: { opacity: 0.5 },
    },
  }),
);

export const mark = style(inComponentsLayer({ strokeWidth: 3 }));

export const dash = style(inComponentsLayer({ width: '10px', height: '2px', borderRadius: '1px', background: 'currentColor' }));
