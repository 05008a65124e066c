import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const rangeSeparator = style(inComponentsLayer({ padding: `0 ${vars.space[1]}`, color: vars.color.text.secondary }));

/** The presets beside the calendar, one under the other; under it on a narrow screen. */
export const popoverBody = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[4],
    alignItems: 'flex-start',
  }),
);

export const presetList = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: '128px' }),
);

export const rangeCell = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-selected]': { background: vars.color.accent.subtle, color: vars.color.text.primary },
      '&[data-selection-start], &[data-selection-end]': {
        background: vars.color.accent.solid,
        color: vars.color.text.onAccent,
      },
      '&[data-selection-start]': { borderStartStartRadius: vars.radius.sm, borderEndStartRadius: vars.radius.sm },
      '&[data-selection-end]': { borderStartEndRadius: vars.radius.sm, borderEndEndRadius: vars.radius.sm },
      '&[data-focus-visible]': focusRingRule,
      '&[data-disabled], &[data-unavailable]': { color: vars.color.text.muted, cursor: 'not-allowed' },
    },
  }),
);
