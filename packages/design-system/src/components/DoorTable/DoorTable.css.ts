import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

export const actions = style(inComponentsLayer({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space[1] }));

export const secondaryText = style(inComponentsLayer({ color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

/** A value over its detail: the door's name over its type, the lock's type over which lock. */
export const stacked = style(inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space[0] }));

/**
 * The table lays out automatically: a column whose text may wrap gives up width in proportion to what it would
 * need on one line. Everything but the door's name keeps to its line, so the name alone gives way; it and the
 * lock's key (in a column of fixed width) may break anywhere rather than widen the table past its frame.
 */
export const nowrap = style(inComponentsLayer({ whiteSpace: 'nowrap' }));

export const wraps = style(inComponentsLayer({ overflowWrap: 'anywhere' }));

/** The device's status badge, its readings and its last heartbeat, one under the other. */
export const device = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[1] }),
);

/** Signal and battery on one line. */
export const deviceReadings = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[4],
    fontSize: vars.font.size.sm,
    whiteSpace: 'nowrap',
  }),
);

export const heartbeat = style(
  inComponentsLayer({
    color: vars.color.text.secondary,
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);
