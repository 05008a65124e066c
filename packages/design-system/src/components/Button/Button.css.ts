import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const enabled = (state: 'hovered' | 'pressed') => `&[data-${state}]:not([data-disabled])`;

export const button = recipe({
  base: [
    focusRing,
    inComponentsLayer({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      // A LinkButton is an <a>: it reads as a button, without the link underline.
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
        '&[data-pending]': { cursor: 'progress' },
      },
    }),
  ],
  variants: {
    variant: {
      primary: inComponentsLayer({
        background: vars.button.primary.bg.rest,
        color: vars.button.primary.text.rest,
        selectors: {
          [enabled('hovered')]: { background: vars.button.primary.bg.hover },
          [enabled('pressed')]: { background: vars.button.primary.bg.pressed },
        },
      }),
      secondary: inComponentsLayer({
        background: vars.button.secondary.bg.rest,
        color: vars.button.secondary.text.rest,
        borderColor: vars.button.secondary.border.rest,
        selectors: {
          [enabled('hovered')]: { background: vars.button.secondary.bg.hover, borderColor: vars.button.secondary.border.hover },
          [enabled('pressed')]: { background: vars.button.secondary.bg.pressed },
        },
      }),
      ghost: inComponentsLayer({
        background: vars.button.ghost.bg.rest,
        color: vars.button.ghost.text.rest,
        selectors: {
          [enabled('hovered')]: { background: vars.button.ghost.bg.hover },
          [enabled('pressed')]: { background: vars.button.ghost.bg.pressed },
        },
      }),
      danger: inComponentsLayer({
        background: vars.button.danger.bg.rest,
        color: vars.button.danger.text.rest,
        selectors: {
          [enabled('hovered')]: { background: vars.button.danger.bg.hover },
          [enabled('pressed')]: { background: vars.button.danger.bg.pressed },
        },
      }),
    },
    size: {
      sm: inComponentsLayer({
        height: vars.controlSize.sm.height,
        paddingInline: vars.controlSize.sm.paddingInline,
        fontSize: vars.font.size.sm,
      }),
      md: inComponentsLayer({
        height: vars.controlSize.md.height,
        paddingInline: vars.controlSize.md.paddingInline,
        fontSize: vars.font.size.md,
      }),
    },
    /** Icon-only: a square as wide as the control is high. */
    isIconOnly: {
      true: inComponentsLayer({ paddingInline: 0 }),
      false: {},
    },
  },
  compoundVariants: [
    { variants: { size: 'sm', isIconOnly: true }, style: inComponentsLayer({ width: vars.controlSize.sm.height }) },
    { variants: { size: 'md', isIconOnly: true }, style: inComponentsLayer({ width: vars.controlSize.md.height }) },
  ],
  defaultVariants: { variant: 'secondary', size: 'md', isIconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Shown before the label while the button is pending. */
export const spinner = style(
  inComponentsLayer({
    width: '1em',
    height: '1em',
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2100ms' } },
  }),
);
