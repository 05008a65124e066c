import { createThemeContract } from '@vanilla-extract/css';

// Token names read role-property-state (`button.primary.bg.hover`, `control.border.focus`): the
// semantic colours first, then the scales, then what each kind of component paints itself with.
// Every theme fills the same contract.
export const vars = createThemeContract({
  color: {
    bg: { canvas: null, surface: null, surfaceRaised: null, sunken: null, hover: null, selected: null, overlay: null },
    text: { primary: null, secondary: null, muted: null, inverse: null, onAccent: null, link: null },
    border: { subtle: null, default: null, strong: null, focus: null },
    accent: { solid: null, solidHover: null, solidPressed: null, subtle: null, text: null },
    danger: { solid: null, solidHover: null, subtle: null, text: null },
    success: { solid: null, subtle: null, text: null },
    warning: { solid: null, subtle: null, text: null },
    info: { solid: null, subtle: null, text: null },
    neutral: { solid: null, subtle: null, text: null },
    /**
     * Chart fills: the statuses' colours, then categorical series in order. Each keeps ≥ 3:1 against every
     * background its theme may draw a chart on, as a graphical object must.
     */
    chart: {
      success: null,
      warning: null,
      error: null,
      neutral: null,
      series1: null,
      series2: null,
      series3: null,
      series4: null,
      series5: null,
      series6: null,
    },
  },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  space: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 8: null, 10: null, 12: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null },

  /** Buttons, inputs and selects of one size share a height, so they line up in a row. */
  controlSize: {
    sm: { height: null, paddingInline: null },
    md: { height: null, paddingInline: null },
    lg: { height: null, paddingInline: null },
  },
  /** The one keyboard-focus indicator, drawn as an outline. */
  focusRing: { color: null, width: null, offset: null },

  button: {
    primary: { bg: { rest: null, hover: null, pressed: null }, text: { rest: null } },
    secondary: { bg: { rest: null, hover: null, pressed: null }, border: { rest: null, hover: null }, text: { rest: null } },
    ghost: { bg: { rest: null, hover: null, pressed: null }, text: { rest: null } },
    danger: { bg: { rest: null, hover: null, pressed: null }, text: { rest: null } },
  },
  /** Text inputs, select triggers, search boxes and code cells. */
  control: {
    bg: { rest: null, disabled: null, readOnly: null },
    border: { rest: null, hover: null, focus: null, invalid: null, disabled: null },
    text: { rest: null, placeholder: null, disabled: null },
  },
  checkbox: {
    bg: { rest: null, selected: null, selectedHover: null },
    border: { rest: null, hover: null, invalid: null },
    mark: { rest: null },
  },
  switch: {
    track: { bg: { rest: null, hover: null, selected: null, selectedHover: null } },
    thumb: { bg: { rest: null } },
  },
  table: {
    bg: { rest: null },
    border: { rest: null },
    header: { bg: { rest: null }, text: { rest: null, hover: null }, border: { rest: null } },
    row: { bg: { hover: null, pressed: null, expanded: null }, border: { rest: null } },
  },
  nav: {
    item: {
      bg: { hover: null, current: null },
      text: { rest: null, hover: null, current: null },
      indicator: { current: null },
    },
    group: { text: { rest: null, hover: null } },
  },
  tab: {
    bg: { hover: null },
    text: { rest: null, hover: null, selected: null },
    indicator: { selected: null },
    border: { rest: null },
  },
});
