import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing, insetFocusRing } from '../../styles/focus.css.ts';

export const tabs = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[6] }));

export const tabList = style(
  inComponentsLayer({
    display: 'flex',
    gap: vars.space[1],
    borderBottom: `1px solid ${vars.tab.border.rest}`,
    overflowX: 'auto',
  }),
);

// Tabs sit in a row that scrolls sideways, so the ring is drawn inside them.
export const tab = style([
  insetFocusRing,
  inComponentsLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    padding: `${vars.space[3]} ${vars.space[4]}`,
    color: vars.tab.text.rest,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
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
      '&[data-hovered]:not([data-disabled])': { color: vars.tab.text.hover, background: vars.tab.bg.hover },
      // As specific as the hover rule, so a selected tab keeps its colour under the pointer.
      '&[data-selected]:not([data-disabled])': { color: vars.tab.text.selected },
      '&[data-selected]::after': { background: vars.tab.indicator.selected },
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
]);

export const tabPanel = style([focusRing, inComponentsLayer({ borderRadius: vars.radius.md })]);

/** A tab's label that reads red, with an icon, while its panel holds a broken rule. */
export const tabLabel = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    selectors: { '&[data-invalid]': { color: vars.color.danger.text } },
  }),
);

export const tabWarning = style(inComponentsLayer({ flexShrink: 0 }));
