import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

const notice = {
  borderRadius: vars.radius.md,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  margin: 0,
} as const;

export const doubleBraceWarning = style(
  inComponentsLayer({
    ...notice,
    background: vars.color.info.subtle,
    color: vars.color.text.primary,
    borderInlineStart: `4px solid ${vars.color.info.solid}`,
  }),
);

export const brokenPlaceholderWarning = style(
  inComponentsLayer({
    ...notice,
    background: vars.color.warning.subtle,
    color: vars.color.text.primary,
    borderInlineStart: `4px solid ${vars.color.warning.solid}`,
  }),
);

export const placeholderList = style(
  inComponentsLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], listStyle: 'none', margin: 0, padding: 0 }),
);

export const placeholderName = style(inComponentsLayer({ fontFamily: vars.font.family.mono }));

export const placeholdersLabel = style(
  inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, marginBlockEnd: vars.space[2] }),
);

export const noticeLine = style(inComponentsLayer({ margin: 0 }));
