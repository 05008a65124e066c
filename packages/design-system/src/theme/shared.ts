import { vars } from './contract.css.ts';

type Tokens<T> = { [K in keyof T]: T[K] extends string ? string : Tokens<T[K]> };
export type ThemeTokens = Tokens<typeof vars>;

/** The semantic colours and shadows: the only tokens a theme chooses itself. */
export type ThemePalette = Pick<ThemeTokens, 'color' | 'shadow'>;

const scales = {
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
  controlSize: {
    sm: { height: '32px', paddingInline: '12px' },
    md: { height: '40px', paddingInline: '16px' },
    lg: { height: '56px', paddingInline: '20px' },
  },
  // 2px in the focus colour keeps ≥ 3:1 against every background it can sit on, in both themes.
  focusRing: { color: vars.color.border.focus, width: '2px', offset: '2px' },
};

// Component tokens name what a component paints, and point at the semantic colours, so a theme that
// picks its palette gets every component for free; a theme may still override one of them.
const components = {
  button: {
    primary: {
      bg: { rest: vars.color.accent.solid, hover: vars.color.accent.solidHover, pressed: vars.color.accent.solidPressed },
      text: { rest: vars.color.text.onAccent },
    },
    secondary: {
      bg: { rest: vars.color.bg.surface, hover: vars.color.bg.hover, pressed: vars.color.bg.selected },
      border: { rest: vars.color.border.default, hover: vars.color.border.strong },
      text: { rest: vars.color.text.primary },
    },
    ghost: {
      bg: { rest: 'transparent', hover: vars.color.bg.hover, pressed: vars.color.bg.selected },
      text: { rest: vars.color.text.primary },
    },
    danger: {
      bg: { rest: vars.color.danger.solid, hover: vars.color.danger.solidHover, pressed: vars.color.danger.solidHover },
      text: { rest: vars.color.text.onAccent },
    },
  },
  // A control's resting border is border.strong: its edge keeps 3:1 against the surface.
  control: {
    bg: { rest: vars.color.bg.surface, disabled: vars.color.bg.sunken, readOnly: vars.color.bg.sunken },
    border: {
      rest: vars.color.border.strong,
      hover: vars.color.text.secondary,
      focus: vars.color.border.focus,
      invalid: vars.color.danger.solid,
      disabled: vars.color.border.default,
    },
    text: { rest: vars.color.text.primary, placeholder: vars.color.text.muted, disabled: vars.color.text.muted },
  },
  checkbox: {
    bg: { rest: vars.color.bg.surface, selected: vars.color.accent.solid, selectedHover: vars.color.accent.solidHover },
    border: { rest: vars.color.border.strong, hover: vars.color.text.secondary, invalid: vars.color.danger.solid },
    mark: { rest: vars.color.text.onAccent },
  },
  switch: {
    track: {
      bg: {
        rest: vars.color.neutral.solid,
        hover: vars.color.text.secondary,
        selected: vars.color.accent.solid,
        selectedHover: vars.color.accent.solidHover,
      },
    },
    thumb: { bg: { rest: vars.color.bg.surface } },
  },
  table: {
    bg: { rest: vars.color.bg.surface },
    border: { rest: vars.color.border.subtle },
    header: {
      bg: { rest: vars.color.bg.sunken },
      text: { rest: vars.color.text.secondary, hover: vars.color.text.primary },
      border: { rest: vars.color.border.default },
    },
    row: {
      bg: { hover: vars.color.bg.hover, pressed: vars.color.bg.selected, expanded: vars.color.bg.sunken },
      border: { rest: vars.color.border.subtle },
    },
  },
  nav: {
    item: {
      bg: { hover: vars.color.bg.hover, current: vars.color.accent.subtle },
      text: { rest: vars.color.text.secondary, hover: vars.color.text.primary, current: vars.color.accent.text },
      indicator: { current: vars.color.accent.solid },
    },
    group: { text: { rest: vars.color.text.muted, hover: vars.color.text.primary } },
  },
  tab: {
    bg: { hover: vars.color.bg.hover },
    text: { rest: vars.color.text.secondary, hover: vars.color.text.primary, selected: vars.color.accent.text },
    indicator: { selected: vars.color.accent.solid },
    border: { rest: vars.color.border.default },
  },
};

/** A whole theme from its palette: the scales and component tokens are the same in every theme. */
export function themeTokens(palette: ThemePalette): ThemeTokens {
  return { ...scales, ...components, ...palette } satisfies ThemeTokens;
}
