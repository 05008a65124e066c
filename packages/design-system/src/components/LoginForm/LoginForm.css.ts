import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing } from '../../styles/focus.css.ts';

export const loginForm = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[6] }));

export const heading = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const intro = style(
  inComponentsLayer({ marginTop: vars.space[2], color: vars.color.text.secondary, fontSize: vars.font.size.md }),
);

export const passwordGroup = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[2] }));

export const forgotLink = style([
  focusRing,
  inComponentsLayer({
    alignSelf: 'flex-end',
    borderRadius: vars.radius.sm,
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  }),
]);

export const submit = style(inComponentsLayer({ width: '100%', marginTop: vars.space[1] }));
