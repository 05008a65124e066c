import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@velo/design-system';

export type Theme = 'light' | 'dark';

const storageKey = 'velo.theme';

function initialTheme(): Theme {
  const saved = localStorage.getItem(storageKey);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const ThemeContext = createContext<{ theme: Theme; setTheme(theme: Theme): void } | null>(null);

/** The light/dark theme on the whole document, kept across reloads. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightTheme, theme === 'light');
    root.classList.toggle(darkTheme, theme === 'dark');
    root.style.colorScheme = theme;
    localStorage.setItem(storageKey, theme);
  }, [theme]);

  const value = useMemo(() => ({ theme, setTheme }), [theme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme() {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme needs a ThemeProvider');
  return context;
}
