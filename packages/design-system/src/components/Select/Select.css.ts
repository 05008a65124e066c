import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  controlBox,
  controlDisabled,
  controlFocused,
  controlHovered,
  controlInvalid,
  controlInvalidFocused,
} from '../../styles/control.css.ts';
import { floatingPanel, panelItem, panelList } from '../../styles/overlay.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { field } from '../Field/Field.css.ts';

export const selectField = recipe({
  variants: {
    labelPlacement: {
      top: field,
      side: inComponentsLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], minWidth: 0 }),
    },
  },
});

export const trigger = recipe({
  base: inComponentsLayer({
    ...controlBox,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    justifyContent: 'space-between',
    minWidth: '176px',
    padding: `0 ${vars.space[2]} 0 ${vars.space[3]}`,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': controlHovered,
      '&[data-focus-visible], [data-open] > &': controlFocused,
      '[data-invalid] > &': controlInvalid,
      '[data-invalid] > &[data-focus-visible], [data-invalid][data-open] > &': controlInvalidFocused,
      '&[data-disabled]': controlDisabled,
    },
  }),
  variants: {
    size: {
      sm: inComponentsLayer({ height: vars.controlSize.sm.height, minWidth: '72px', fontSize: vars.font.size.sm }),
      md: inComponentsLayer({ height: vars.controlSize.md.height }),
    },
  },
});

export const value = style(
  inComponentsLayer({
    flex: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '&[data-placeholder]': { color: vars.control.text.placeholder } },
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
