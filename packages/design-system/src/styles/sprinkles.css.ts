import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css.ts';
import { utilities } from '../theme/layers.css.ts';

// Layout props for Box, Stack and Inline: values come from the tokens, so a page composed of them
// stays on the space scale and the theme's surfaces. Utilities sit in their own layer, above the
// components', so a prop always wins over a component's own style.

/** Where the layout changes from one column to side by side; the app shell's breakpoint. */
const wide = 'screen and (min-width: 900px)';

const layout = defineProperties({
  '@layer': utilities,
  conditions: { narrow: {}, wide: { '@media': wide } },
  defaultCondition: 'narrow',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surface = defineProperties({
  '@layer': utilities,
  properties: {
    background: {
      canvas: vars.color.bg.canvas,
      surface: vars.color.bg.surface,
      raised: vars.color.bg.surfaceRaised,
      sunken: vars.color.bg.sunken,
    },
    color: { primary: vars.color.text.primary, secondary: vars.color.text.secondary, muted: vars.color.text.muted },
    border: {
      none: 'none',
      subtle: `1px solid ${vars.color.border.subtle}`,
      default: `1px solid ${vars.color.border.default}`,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%' },
    textAlign: ['start', 'center', 'end'],
  },
});

export const sprinkles = createSprinkles(layout, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
