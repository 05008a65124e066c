import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { focusRing } from '../../styles/focus.css.ts';

export const steps = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[6] }));

export const heading = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const text = style(
  inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }),
);

export const fullWidth = style(inComponentsLayer({ width: '100%' }));

export const panel = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[5], paddingTop: vars.space[5] }),
);

export const link = style([
  focusRing,
  inComponentsLayer({
    borderRadius: vars.radius.sm,
    color: vars.color.text.link,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    cursor: 'pointer',
  }),
]);

export const small = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

export const storeLinks = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[3] }));

export const successMark = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'center',
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    background: vars.color.success.subtle,
    color: vars.color.success.text,
  }),
);
