import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const button = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: inComponentsLayer({
        background: vars.color.accent.solid,
        color: vars.color.text.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.solidHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.solidPressed },
        },
      }),
      secondary: inComponentsLayer({
        background: vars.color.bg.surface,
        color: vars.color.text.primary,
        borderColor: vars.color.border.default,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.hover, borderColor: vars.color.border.strong },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.selected },
        },
      }),
      ghost: inComponentsLayer({
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.hover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.selected },
        },
      }),
      danger: inComponentsLayer({
        background: vars.color.danger.solid,
        color: vars.color.text.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.danger.solidHover },
        },
      }),
    },
    size: {
      sm: inComponentsLayer({ height: '32px', padding: `0 ${vars.space[3]}`, fontSize: vars.font.size.sm }),
      md: inComponentsLayer({ height: '40px', padding: `0 ${vars.space[4]}`, fontSize: vars.font.size.md }),
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
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
