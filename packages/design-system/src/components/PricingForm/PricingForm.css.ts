import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../styles/choice.css.ts';
import { focusRingRule } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const radioGroup = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[3] }));

export const radio = choiceLabel;

// A ring that fills with the selected colour, leaving a dot: the checkbox's tokens, round.
export const circle = style(
  inComponentsLayer({
    flexShrink: 0,
    width: '18px',
    height: '18px',
    border: `1.5px solid ${vars.checkbox.border.rest}`,
    borderRadius: '50%',
    background: vars.checkbox.bg.rest,
    transition: `border-color ${vars.motion.fast}, border-width ${vars.motion.fast}`,
    selectors: {
      [`${radio}[data-hovered] &`]: { borderColor: vars.checkbox.border.hover },
      [`${radio}[data-selected] &`]: { borderWidth: '5px', borderColor: vars.checkbox.bg.selected },
      [`${radio}[data-selected][data-hovered] &`]: { borderColor: vars.checkbox.bg.selectedHover },
      [`${radio}[data-focus-visible] &`]: focusRingRule,
      [`${radio}[data-disabled] &`]: { opacity: 0.5 },
    },
  }),
);
