import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';
import { floatingPanel } from '../../styles/overlay.css.ts';

export const rulesRow = style(inComponentsLayer({ display: 'flex', alignItems: 'center', gap: vars.space[2] }));

export const rulesTooltip = style([
  floatingPanel,
  inComponentsLayer({
    maxWidth: '300px',
    padding: `${vars.space[3]} ${vars.space[4]}`,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
]);

export const rulesList = style(inComponentsLayer({ margin: 0, paddingLeft: vars.space[5] }));

export const buttons = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[3] }));
