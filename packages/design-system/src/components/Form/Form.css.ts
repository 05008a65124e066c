import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const form = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
  }),
);

export const errorBanner = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    padding: `${vars.space[3]} ${vars.space[4]}`,
    border: `1px solid ${vars.color.danger.solid}`,
    borderRadius: vars.radius.md,
    background: vars.color.danger.subtle,
    color: vars.color.danger.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const bannerIcon = style(inComponentsLayer({ marginTop: '1px' }));
