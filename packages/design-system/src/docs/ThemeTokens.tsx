// Docs-only blocks for the Tokens page. They read every token from the theme contract and every value from
// the browser (the computed custom property inside a themed element), so the page cannot drift from the
// themes: a changed or added token shows up here as it is. Not exported from the package.
import { Unstyled } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { vars } from '../theme/contract.css.ts';
import { darkTheme } from '../theme/dark.css.ts';
import { lightTheme } from '../theme/light.css.ts';

type TokenTree = { [key: string]: string | TokenTree };
interface Token {
  /** The dotted path in the contract, e.g. `color.bg.canvas`. */
  name: string;
  /** What a style uses: `var(--color-bg-canvas__1x2y3z)`. */
  reference: string;
}

const themes = [
  { label: 'Light', className: lightTheme },
  { label: 'Dark', className: darkTheme },
] as const;

/** The tokens under a dotted path of the contract, e.g. `color.bg` or `button.primary`. */
function tokensAt(path: string): Token[] {
  const start = path.split('.').reduce<string | TokenTree>(
    (tree, key) => {
      if (typeof tree === 'string' || !(key in tree)) throw new Error(`The theme contract has no token group "${path}".`);
      return tree[key]!;
    },
    vars as unknown as TokenTree,
  );
  const walk = (tree: string | TokenTree, name: string): Token[] =>
    typeof tree === 'string'
      ? [{ name, reference: tree }]
      : Object.entries(tree).flatMap(([key, child]) => walk(child, `${name}.${key}`));
  return walk(start, path);
}

const customProperty = (reference: string) => reference.replace(/^var\((--[^),]+).*\)$/, '$1');

/** The value a token has inside the element, once it is in the page (and its theme's CSS is applied). */
function useTokenValue(reference: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(customProperty(reference)).trim());
  }, [reference]);
  return { ref, value };
}

// The docs page itself has no theme class, so the page's own text (names, headers) uses plain stacks, not tokens.
const docsFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const docsMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const styles = {
  table: {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    fontFamily: docsFont,
    fontSize: 13,
    color: 'inherit',
    margin: '12px 0 28px',
  },
  headCell: { textAlign: 'left', padding: '6px 12px', fontWeight: 600, borderBottom: '1px solid rgba(128, 138, 150, 0.45)' },
  nameCell: {
    padding: '0 12px',
    fontFamily: docsMono,
    fontSize: 12,
    whiteSpace: 'nowrap',
    borderBottom: '1px solid rgba(128, 138, 150, 0.2)',
  },
  themedCell: {
    padding: '10px 12px',
    background: vars.color.bg.surface,
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.mono,
    fontSize: 12,
  },
  swatch: {
    display: 'inline-block',
    verticalAlign: 'middle',
    inlineSize: 40,
    blockSize: 28,
    marginInlineEnd: 12,
    borderRadius: vars.radius.sm,
    boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
  },
} satisfies Record<string, CSSProperties>;

/** `rgb(243, 245, 248)` as `#f3f5f8`; a translucent colour stays `rgba(…)`, which says more than 8-digit hex. */
function readableColor(computed: string): string {
  const [red = 0, green = 0, blue = 0, alpha = 1] = (computed.match(/[\d.]+/g) ?? []).map(Number);
  if (alpha < 1) return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function ColorCell({ token, themeClassName }: { token: Token; themeClassName: string }) {
  const swatch = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  // The swatch's painted colour, not the custom property's text, which a minified build may have rewritten.
  useLayoutEffect(() => {
    if (swatch.current) setValue(readableColor(getComputedStyle(swatch.current).backgroundColor));
  }, [token.reference]);
  return (
    <td style={{ padding: 0 }}>
      <div className={themeClassName} style={styles.themedCell}>
        <span ref={swatch} aria-hidden style={{ ...styles.swatch, background: token.reference }} />
        {value}
      </div>
    </td>
  );
}

/** A table of the colour tokens under `path`, each shown in the light and the dark theme side by side. */
export function ColorTokens({ path }: { path: string }) {
  return (
    <Unstyled>
      <table style={styles.table}>
        <thead>
          <tr>
            <th style={styles.headCell}>Token</th>
            {themes.map((theme) => (
              <th key={theme.label} style={styles.headCell}>
                {theme.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tokensAt(path).map((token) => (
            <tr key={token.name}>
              <td style={styles.nameCell}>{token.name}</td>
              {themes.map((theme) => (
                <ColorCell key={theme.label} token={token} themeClassName={theme.className} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Unstyled>
  );
}

/** One row per token of a scale that is the same in both themes: its name, its value and `sample`. */
function ScaleTable({ path, sample }: { path: string; sample(token: Token): ReactNode }) {
  return (
    <Unstyled>
      <table style={styles.table}>
        <thead>
          <tr>
            <th style={styles.headCell}>Token</th>
            <th style={styles.headCell}>Value</th>
            <th style={styles.headCell}>Example</th>
          </tr>
        </thead>
        <tbody>
          {tokensAt(path).map((token) => (
            <ScaleRow key={token.name} token={token} sample={sample} />
          ))}
        </tbody>
      </table>
    </Unstyled>
  );
}

function ScaleRow({ token, sample }: { token: Token; sample(token: Token): ReactNode }) {
  const { ref, value } = useTokenValue(token.reference);
  return (
    <tr>
      <td style={styles.nameCell}>{token.name}</td>
      <td style={{ ...styles.nameCell, whiteSpace: 'normal', overflowWrap: 'anywhere', padding: '6px 12px' }}>{value}</td>
      <td style={{ padding: 0, borderBottom: '1px solid rgba(128, 138, 150, 0.2)' }}>
        <div ref={ref} className={lightTheme} style={{ ...styles.themedCell, color: vars.color.text.primary }}>
          {sample(token)}
        </div>
      </td>
    </tr>
  );
}

/** The spacing scale, as bars of each length. */
export function SpaceTokens() {
  return (
    <ScaleTable
      path="space"
      sample={(token) => (
        <span
          aria-hidden
          style={{ display: 'block', blockSize: 12, inlineSize: token.reference, background: vars.color.accent.solid }}
        />
      )}
    />
  );
}

const sampleText = 'Book a locker at Storo';

/** Font sizes, weights, line heights and families, each set on a line of sample text. */
export function TypeTokens({ path }: { path: 'font.size' | 'font.weight' | 'font.family' | 'font.lineHeight' }) {
  const property = {
    'font.size': 'fontSize',
    'font.weight': 'fontWeight',
    'font.family': 'fontFamily',
    'font.lineHeight': 'lineHeight',
  }[path];
  return (
    <ScaleTable
      path={path}
      sample={(token) => (
        <span
          style={{
            display: 'block',
            fontFamily: vars.font.family.body,
            fontSize: vars.font.size.md,
            [property]: token.reference,
          }}
        >
          {path === 'font.lineHeight' ? `${sampleText}: the second line keeps this distance from the first.` : sampleText}
        </span>
      )}
    />
  );
}

/** Corner radii, each on a small box. */
export function RadiusTokens() {
  return (
    <ScaleTable
      path="radius"
      sample={(token) => (
        <span
          aria-hidden
          style={{
            display: 'block',
            inlineSize: 64,
            blockSize: 32,
            borderRadius: token.reference,
            background: vars.color.accent.subtle,
            border: `1px solid ${vars.color.accent.solid}`,
          }}
        />
      )}
    />
  );
}

/** Control heights and paddings, shared by buttons, inputs and selects of one size. */
export function ControlSizeTokens() {
  return (
    <ScaleTable
      path="controlSize"
      sample={(token) =>
        token.name.endsWith('.height') ? (
          <span
            aria-hidden
            style={{
              display: 'block',
              inlineSize: 120,
              blockSize: token.reference,
              borderRadius: vars.radius.md,
              border: `1px solid ${vars.color.border.strong}`,
            }}
          />
        ) : (
          <span
            aria-hidden
            style={{ display: 'block', blockSize: 12, inlineSize: token.reference, background: vars.color.accent.solid }}
          />
        )
      }
    />
  );
}

/** The shadows, which each theme chooses itself, on a card in either theme. */
export function ShadowTokens() {
  return (
    <Unstyled>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, margin: '12px 0 28px' }}>
        {themes.map((theme) => (
          <div
            key={theme.label}
            className={theme.className}
            style={{ display: 'flex', gap: 20, padding: 24, background: vars.color.bg.canvas, borderRadius: vars.radius.lg }}
          >
            {tokensAt('shadow').map((token) => (
              <div
                key={token.name}
                style={{
                  flex: 1,
                  padding: '20px 12px',
                  background: vars.color.bg.surfaceRaised,
                  color: vars.color.text.primary,
                  borderRadius: vars.radius.md,
                  boxShadow: token.reference,
                  fontFamily: vars.font.family.mono,
                  fontSize: 12,
                  textAlign: 'center',
                }}
              >
                {token.name}
                <br />
                <span style={{ color: vars.color.text.muted }}>{theme.label}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </Unstyled>
  );
}

/** Whatever `children` is, once in the light theme and once in the dark one, side by side. */
export function BothThemes({ children }: { children: ReactNode }) {
  return (
    <Unstyled>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, margin: '12px 0 28px' }}>
        {themes.map((theme) => (
          <section
            key={theme.label}
            aria-label={`${theme.label} theme`}
            className={theme.className}
            style={{
              padding: 24,
              background: vars.color.bg.canvas,
              color: vars.color.text.primary,
              borderRadius: vars.radius.lg,
            }}
          >
            {children}
          </section>
        ))}
      </div>
    </Unstyled>
  );
}
