import { style } from '@vanilla-extract/css';
import {
  controlBox,
  controlDisabled,
  controlFocused,
  controlHovered,
  controlInvalid,
  controlInvalidFocused,
  placeholder,
} from '../../styles/control.css.ts';
import { focusRingRule } from '../../styles/focus.css.ts';
import { floatingPanel } from '../../styles/overlay.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The segments and the calendar button, drawn as one text box. */
export const group = style(
  inComponentsLayer({
    ...controlBox,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    width: '100%',
    height: vars.controlSize.md.height,
    padding: `0 ${vars.space[1]} 0 ${vars.space[3]}`,
    selectors: {
      '&[data-hovered]': controlHovered,
      '&[data-focus-within]': controlFocused,
      '&[data-invalid]': controlInvalid,
      '&[data-invalid][data-focus-within]': controlInvalidFocused,
      '&[data-disabled]': controlDisabled,
    },
  }),
);

export const dateInput = style(
  inComponentsLayer({ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' }),
);

/** WCAG 2.2's smallest target (2.5.8): each segment takes a click on its own 24 × 24 px. */
const minimumTarget = '24px';

export const segment = style(
  inComponentsLayer({
    display: 'inline-block',
    minWidth: minimumTarget,
    lineHeight: minimumTarget,
    textAlign: 'center',
    padding: '0 1px',
    borderRadius: vars.radius.sm,
    outline: 'none',
    caretColor: 'transparent',
    selectors: {
      '&[data-type="literal"]': { minWidth: 0, padding: 0 },
      '&[data-placeholder]': placeholder,
      '&[data-focused]': { background: vars.color.accent.solid, color: vars.color.text.onAccent },
      '&[data-disabled]': { color: vars.control.text.disabled },
    },
  }),
);

export const calendarButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.controlSize.sm.height,
    height: vars.controlSize.sm.height,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.primary },
      '&[data-focus-visible]': focusRingRule,
      '&[data-disabled]': { color: vars.control.text.disabled, background: 'transparent', cursor: 'not-allowed' },
    },
  }),
);

export const popover = style([floatingPanel, inComponentsLayer({ padding: vars.space[3] })]);

export const calendar = style(inComponentsLayer({ color: vars.color.text.primary, outline: 'none' }));

export const calendarHeader = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    marginBottom: vars.space[2],
  }),
);

export const calendarHeading = style(
  inComponentsLayer({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const calendarGrid = style(inComponentsLayer({ borderCollapse: 'collapse' }));

export const calendarHeaderCell = style(
  inComponentsLayer({
    paddingBottom: vars.space[1],
    color: vars.color.text.secondary,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
  }),
);

export const calendarCell = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.selected },
      '&[data-selected]': { background: vars.color.accent.solid, color: vars.color.text.onAccent },
      '&[data-focus-visible]': focusRingRule,
      '&[data-disabled], &[data-unavailable]': { color: vars.color.text.muted, cursor: 'not-allowed' },
    },
  }),
);
