import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** The list measures its own width: a table where it has room, cards where it has not (a phone, a narrow pane). */
export const container = style(inComponentsLayer({ containerType: 'inline-size', containerName: 'message-templates' }));

const roomy = '(min-width: 760px)';

export const tableView = style(
  inComponentsLayer({ display: 'none', '@container': { [`message-templates ${roomy}`]: { display: 'block' } } }),
);

export const cardView = style(
  inComponentsLayer({
    display: 'grid',
    gap: vars.space[4],
    '@container': { [`message-templates ${roomy}`]: { display: 'none' } },
  }),
);

export const cards = style(inComponentsLayer({ display: 'grid', gap: vars.space[3], listStyle: 'none', margin: 0, padding: 0 }));

export const card = style(
  inComponentsLayer({
    display: 'grid',
    gap: vars.space[3],
    padding: vars.space[4],
    background: vars.color.bg.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  }),
);

export const cardTitle = style(
  inComponentsLayer({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }),
);

export const nameLink = style([
  focusRing,
  inComponentsLayer({ color: vars.color.text.link, textDecoration: 'underline', borderRadius: vars.radius.sm }),
]);

export const cardDetails = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: vars.space[4],
    rowGap: vars.space[1],
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

export const cardTerm = style(inComponentsLayer({ color: vars.color.text.secondary }));

export const cardDetail = style(inComponentsLayer({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' }));
