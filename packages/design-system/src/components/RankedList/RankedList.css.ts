import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const valueCell = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space[1] }),
);

export const number = style(inComponentsLayer({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' }));

export const track = style(
  inComponentsLayer({ display: 'block', height: '6px', borderRadius: vars.radius.full, background: vars.color.bg.sunken }),
);

export const bar = style(
  inComponentsLayer({
    display: 'block',
    height: '100%',
    minWidth: '2px',
    borderRadius: vars.radius.full,
    background: vars.color.chart.series1,
  }),
);
