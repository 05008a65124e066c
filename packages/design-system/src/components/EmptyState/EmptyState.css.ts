import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const emptyState = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[2],
    padding: `${vars.space[12]} ${vars.space[6]}`,
    textAlign: 'center',
  }),
);

export const title = style(
  inComponentsLayer({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
  }),
);

export const description = style(
  inComponentsLayer({ maxWidth: '48ch', color: vars.color.text.secondary, fontSize: vars.font.size.md }),
);

export const action = style(inComponentsLayer({ marginTop: vars.space[4] }));
