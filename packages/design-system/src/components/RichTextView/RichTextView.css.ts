import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inComponentsLayer } from '../../theme/layered.ts';

/** Rich text as a reader meets it, in the editor and on show pages alike: a readable measure and rhythm. */
export const richTextContent = style(
  inComponentsLayer({
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    lineHeight: 1.6,
    maxWidth: '72ch',
    overflowWrap: 'anywhere',
  }),
);

const inContent = (selectors: string, rule: StyleRule) =>
  globalStyle(
    selectors
      .split(',')
      .map((selector) => `${richTextContent} ${selector.trim()}`)
      .join(', '),
    inComponentsLayer(rule),
  );

inContent('> :first-child', { marginTop: 0 });
inContent('> :last-child', { marginBottom: 0 });
inContent('p', { margin: `0 0 ${vars.space[3]}` });
inContent('h1, h2, h3', {
  margin: `${vars.space[5]} 0 ${vars.space[2]}`,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
inContent('h1', { fontSize: vars.font.size.xxl });
inContent('h2', { fontSize: vars.font.size.xl });
inContent('h3', { fontSize: vars.font.size.lg });
inContent('ul, ol', { margin: `0 0 ${vars.space[3]}`, paddingInlineStart: vars.space[6] });
inContent('ul', { listStyleType: 'disc' });
inContent('ol', { listStyleType: 'decimal' });
inContent('li', { marginBlock: vars.space[1] });
inContent('a', { color: vars.color.text.link, textDecoration: 'underline' });
inContent('strong, b', { fontWeight: vars.font.weight.bold });
inContent('em, i', { fontStyle: 'italic' });
inContent('blockquote', {
  margin: `0 0 ${vars.space[3]}`,
  paddingInlineStart: vars.space[4],
  borderInlineStart: `3px solid ${vars.color.border.default}`,
  color: vars.color.text.secondary,
});
inContent('code', { fontFamily: vars.font.family.mono, fontSize: '0.95em' });
