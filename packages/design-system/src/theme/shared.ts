import type { vars } from './contract.css.ts';

type Tokens<T> = { [K in keyof T]: T[K] extends string ? string : Tokens<T[K]> };
type ThemeTokens = Tokens<typeof vars>;

/** Tokens both themes share: only colours and shadows differ between light and dark. */
export const sharedTokens = {
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;
