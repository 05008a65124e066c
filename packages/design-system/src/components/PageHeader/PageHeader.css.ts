import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const pageHeader = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space[4],
    marginBottom: vars.space[6],
  }),
);

export const text = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 }));

export const title = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(inComponentsLayer({ maxWidth: '72ch', color: vars.color.text.secondary }));

export const actions = style(inComponentsLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }));
