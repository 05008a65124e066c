import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { floatingPanel, panelItem, panelList } from '../../styles/overlay.css.ts';
import { field } from '../Field/Field.css.ts';

export const selectField = recipe({
  variants: {
    labelPlacement: {
      top: field,
      side: inComponentsLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], minWidth: 0 }),
    },
  },
});

/** A control box that looks like the text fields' input (Field.css.ts), for a select trigger or a search group. */
export const controlBox: StyleRule = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
};

export const focusRing: StyleRule = {
  borderColor: vars.color.border.focus,
  boxShadow: `0 0 0 3px ${vars.color.accent.subtle}`,
};

export const trigger = recipe({
  base: inComponentsLayer({
    ...controlBox,
    justifyContent: 'space-between',
    minWidth: '176px',
    padding: `0 ${vars.space[2]} 0 ${vars.space[3]}`,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focus-visible], [data-open] > &': focusRing,
      '[data-invalid] > &': { borderColor: vars.color.danger.solid },
      '&[data-disabled]': {
        background: vars.color.bg.sunken,
        borderColor: vars.color.border.default,
        color: vars.color.text.muted,
        cursor: 'not-allowed',
      },
    },
  }),
  variants: {
    size: {
      sm: inComponentsLayer({ height: '32px', minWidth: '72px', fontSize: vars.font.size.sm }),
      md: inComponentsLayer({ height: '40px' }),
    },
  },
});

export const value = style(
  inComponentsLayer({
    flex: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
  }),
);

export const popover = style([
  floatingPanel,
  inComponentsLayer({ minWidth: 'var(--trigger-width)', maxHeight: '320px', overflow: 'auto' }),
]);

export const listBox = panelList;

export const option = style([
  panelItem,
  inComponentsLayer({
    justifyContent: 'space-between',
    selectors: { '&[data-selected]': { fontWeight: vars.font.weight.medium } },
  }),
]);

export const check = style(
  inComponentsLayer({
    visibility: 'hidden',
    color: vars.color.accent.text,
    selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
  }),
);
