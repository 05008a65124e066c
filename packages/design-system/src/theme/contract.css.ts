import { createThemeContract } from '@vanilla-extract/css';

/** Role-property-state token names; every theme fills the same contract. */
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
    /** Categorical colours for charts, in order. */
    chart: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null },
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
});
