import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { popover as comboBoxPopover } from '../ComboBox/ComboBox.css.ts';
import { option as selectOption } from '../Select/Select.css.ts';
import { controlReadOnly } from '../../styles/control.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/**
 * An option's height, fixed so that a virtualized list never measures a row (as the DataTable's rows):
 * one line of md text (21px) between space[2] (8px) above and below, or that and a line of sm text.
 * The list's layout is given the same numbers.
 */
export const optionHeight = { plain: 37, withDescription: 56 } as const;
export const optionGap = 2;

// As wide whatever the input holds and whether the clear button shows, so a filter bar does not shift.
export const pickerBox = style(
  inComponentsLayer({
    minWidth: '240px',
    selectors: { '[data-readonly] > &': controlReadOnly },
  }),
);

export const pickerInput = style(inComponentsLayer({ width: 0 }));

export const pickerPlaceholder = style(inComponentsLayer({ minWidth: '240px' }));

// The list, not the panel, scrolls: a virtualized list must be its own scroll box to know which rows are in view.
// As wide as the field, and at least 320px for names and e-mail addresses: a longer one is cut short, its whole text in its title.
export const popover = style([
  comboBoxPopover,
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    width: 'max(var(--trigger-width), 320px)',
    maxWidth: `calc(100vw - 2 * ${vars.space[3]})`,
  }),
]);

export const list = recipe({
  base: inComponentsLayer({ flex: '1 1 auto', minHeight: 0, overflow: 'auto', outline: 'none' }),
  variants: {
    virtualized: {
      false: inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: `${optionGap}px` }),
      true: inComponentsLayer({ display: 'block', position: 'relative' }),
    },
  },
});

export const option = recipe({
  base: [selectOption, inComponentsLayer({ minWidth: 0 })],
  variants: {
    withDescription: {
      false: inComponentsLayer({ height: `${optionHeight.plain}px` }),
      true: inComponentsLayer({ height: `${optionHeight.withDescription}px` }),
    },
  },
});

export const optionText = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    minWidth: 0,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const optionName = style(inComponentsLayer(oneLine));

export const optionDescription = style(
  inComponentsLayer({
    ...oneLine,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
  }),
);

export const listMessage = recipe({
  base: inComponentsLayer({
    padding: `${vars.space[2]} ${vars.space[3]}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
  }),
  variants: {
    tone: {
      neutral: inComponentsLayer({}),
      danger: inComponentsLayer({ color: vars.color.danger.text }),
      note: inComponentsLayer({
        flexShrink: 0,
        borderTop: `1px solid ${vars.color.border.subtle}`,
        fontSize: vars.font.size.sm,
      }),
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponentsLayer({
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border.subtle}`,
    borderTopColor: vars.color.accent.solid,
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
  }),
);
