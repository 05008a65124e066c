import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The invite code, large and in monospace so that it can be read out and typed. */
export const code = style(
  inComponentsLayer({
    display: 'inline-block',
    alignSelf: 'flex-start',
    padding: `${vars.space[2]} ${vars.space[4]}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.sunken,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '0.08em',
    overflowWrap: 'anywhere',
  }),
);

export const noCode = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.md }));

/** The link field takes the row's free width; the Copy button keeps its own. */
export const grow = style(inComponentsLayer({ flex: '1 1 16rem', minWidth: 0 }));

/** The number field beside the country code select. */
export const numberField = style(inComponentsLayer({ flex: '1 1 12rem', minWidth: 0 }));

const message = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
} as const;

export const errorText = style(inComponentsLayer({ ...message, color: vars.color.danger.text }));

export const successText = style(inComponentsLayer({ ...message, color: vars.color.success.text }));

/** Lines the message's icon up with its first line of text. */
export const messageIcon = style(inComponentsLayer({ flexShrink: 0, marginTop: '2px' }));
