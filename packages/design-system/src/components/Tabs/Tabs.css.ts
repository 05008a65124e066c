import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const tabs = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[6] }));

export const tabList = style(
  inComponentsLayer({
    display: 'flex',
    gap: vars.space[1],
    borderBottom: `1px solid ${vars.color.border.default}`,
    overflowX: 'auto',
  }),
);

export const tab = style(
  inComponentsLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    padding: `${vars.space[3]} ${vars.space[4]}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space[2],
        bottom: 0,
        height: '3px',
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        background: 'transparent',
      },
      '&[data-hovered]:not([data-disabled])': { color: vars.color.text.primary, background: vars.color.bg.hover },
      '&[data-selected]': { color: vars.color.accent.text },
      '&[data-selected]::after': { background: vars.color.accent.solid },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const tabPanel = style(
  inComponentsLayer({
    outline: 'none',
    borderRadius: vars.radius.md,
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '4px' } },
  }),
);
