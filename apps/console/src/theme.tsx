import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@velo/design-system';

export type Theme = 'light' | 'dark';

const storageKey = 'velo.theme';
const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function pickedTheme(): Theme | null {
  const saved = localStorage.getItem(storageKey);
  return saved === 'light' || saved === 'dark' ? saved : null;
}

/** The browser's colour scheme, as it changes (the system's dark mode turned on at dusk, say). */
function useBrowserTheme(): Theme {
  return useSyncExternalStore(
    (changed) => {
      const query = prefersDark();
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => (prefersDark().matches ? 'dark' : 'light'),
  );
}

const ThemeContext = createContext<{ theme: Theme; setTheme(theme: Theme): void } | null>(null);

/** The light/dark theme on the whole document: the browser's until the user picks one, which is kept across reloads. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [picked, setPicked] = useState<Theme | null>(pickedTheme);
  const browserTheme = useBrowserTheme();
  const theme = picked ?? browserTheme;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightTheme, theme === 'light');
    root.classList.toggle(darkTheme, theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);

  const value = useMemo(
    () => ({
      theme,
      setTheme: (chosen: Theme) => {
        localStorage.setItem(storageKey, chosen);
        setPicked(chosen);
      },
    }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme() {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme needs a ThemeProvider');
  return context;
}
