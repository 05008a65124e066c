import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const layout = style(
  inComponentsLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[5] }),
);

export const mapColumn = style(
  inComponentsLayer({ flex: '1 1 20rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] }),
);

// The map's `color` and `background-color` are the marker's fill and ring (read by the map when it paints).
export const map = style(
  inComponentsLayer({
    position: 'relative',
    height: '20rem',
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    background: vars.color.bg.sunken,
    color: vars.color.accent.solid,
    backgroundColor: vars.color.bg.sunken,
    outline: 'none',
    selectors: { '&:focus-visible': focusRingRule },
  }),
);

export const coordinateFields = style(
  inComponentsLayer({ flex: '0 1 12rem', display: 'flex', flexDirection: 'column', gap: vars.space[4] }),
);

export const help = style(inComponentsLayer({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

export const notice = style(
  inComponentsLayer({
    margin: 0,
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.md,
    background: vars.color.info.subtle,
    color: vars.color.info.text,
    fontSize: vars.font.size.sm,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

// What OpenLayers' own stylesheet would give its viewport and controls, in the theme's tokens.
globalStyle(`${map} .ol-viewport`, inComponentsLayer({ touchAction: 'pan-x pan-y' }));
globalStyle(`${map} .ol-viewport canvas`, inComponentsLayer({ all: 'unset', overflow: 'hidden' }));
globalStyle(`${map} .ol-unselectable`, inComponentsLayer({ userSelect: 'none', WebkitTapHighlightColor: 'transparent' }));
globalStyle(`${map} .ol-control`, inComponentsLayer({ position: 'absolute', display: 'flex', flexDirection: 'column' }));
globalStyle(`${map} .ol-zoom`, inComponentsLayer({ top: vars.space[2], left: vars.space[2], gap: vars.space[1] }));
globalStyle(
  `${map} .ol-control button`,
  inComponentsLayer({
    width: vars.controlSize.sm.height,
    height: vars.controlSize.sm.height,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.sm,
    background: vars.color.bg.surface,
    color: vars.color.text.primary,
    fontSize: vars.font.size.lg,
    lineHeight: 1,
    cursor: 'pointer',
    outline: 'none',
  }),
);
globalStyle(`${map} .ol-control button:hover`, inComponentsLayer({ background: vars.color.bg.hover }));
globalStyle(`${map} .ol-control button:focus-visible`, inComponentsLayer(focusRingRule));
globalStyle(
  `${map} .ol-attribution`,
  inComponentsLayer({
    right: 0,
    bottom: 0,
    padding: `0 ${vars.space[2]}`,
    borderTopLeftRadius: vars.radius.sm,
    background: vars.color.bg.surface,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.xs,
  }),
);
globalStyle(`${map} .ol-attribution ul`, inComponentsLayer({ margin: 0, padding: 0 }));
globalStyle(`${map} .ol-attribution li`, inComponentsLayer({ display: 'inline', listStyle: 'none' }));
globalStyle(`${map} .ol-attribution button`, inComponentsLayer({ display: 'none' }));
globalStyle(`${map} .ol-attribution a`, inComponentsLayer({ color: vars.color.text.link }));
