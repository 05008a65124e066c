import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const icons = style(inComponentsLayer({ display: 'inline-flex', gap: vars.space[2], color: vars.color.text.secondary }));

export const actions = style(inComponentsLayer({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space[1] }));

export const secondaryText = style(inComponentsLayer({ color: vars.color.text.secondary }));

export const maintenance = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], color: vars.color.warning.text }),
);

export const doorsEmpty = style(inComponentsLayer({ color: vars.color.text.secondary }));

export const doorTable = style(inComponentsLayer({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm }));

globalStyle(
  `${doorTable} caption`,
  inComponentsLayer({
    captionSide: 'top',
    textAlign: 'start',
    paddingBottom: vars.space[2],
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  }),
);

globalStyle(
  `${doorTable} th, ${doorTable} td`,
  inComponentsLayer({
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'start',
    whiteSpace: 'nowrap',
  }),
);

globalStyle(
  `${doorTable} thead th`,
  inComponentsLayer({ color: vars.color.text.secondary, fontWeight: vars.font.weight.medium }),
);

globalStyle(`${doorTable} tbody th`, inComponentsLayer({ fontWeight: vars.font.weight.medium }));

globalStyle(`${doorTable} tbody tr:last-child > *`, inComponentsLayer({ borderBottom: 'none' }));

export const numeric = style(
  inComponentsLayer({ fontVariantNumeric: 'tabular-nums', selectors: { [`${doorTable} &`]: { textAlign: 'end' } } }),
);
