import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../styles/choice.css.ts';
import { focusRingRule } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const checkbox = choiceLabel;

const isOn = (state = '') => `${checkbox}[data-selected]${state} &, ${checkbox}[data-indeterminate]${state} &`;

// The ring goes round the box, not the label, as keyboard focus is on the box.
export const box = style(
  inComponentsLayer({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '18px',
    height: '18px',
    border: `1.5px solid ${vars.checkbox.border.rest}`,
    borderRadius: vars.radius.sm,
    background: vars.checkbox.bg.rest,
    color: vars.checkbox.mark.rest,
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.checkbox.border.hover },
      [isOn()]: { background: vars.checkbox.bg.selected, borderColor: vars.checkbox.bg.selected },
      [isOn('[data-hovered]')]: { background: vars.checkbox.bg.selectedHover, borderColor: vars.checkbox.bg.selectedHover },
      [`${checkbox}[data-invalid] &`]: { borderColor: vars.checkbox.border.invalid },
      [`${checkbox}[data-focus-visible] &`]: focusRingRule,
      [`${checkbox}[data-disabled] &`]: { opacity: 0.5 },
    },
  }),
);

export const mark = style(inComponentsLayer({ strokeWidth: 3 }));

export const dash = style(inComponentsLayer({ width: '10px', height: '2px', borderRadius: '1px', background: 'currentColor' }));
