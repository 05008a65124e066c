import { useEffect, useState, type PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { themes } from 'storybook/theming';
import { darkTheme, lightTheme } from '@velo/design-system';

type ThemeName = 'light' | 'dark';
const themeName = (value: unknown): ThemeName => (value === 'dark' ? 'dark' : 'light');

// The store holding the toolbar's globals is not part of the docs context's typed surface.
interface WithGlobals {
  store?: { userGlobals?: { get(): Record<string, unknown> } };
}

/**
 * Docs pages follow the toolbar's Theme like the stories do: the page's own chrome turns dark with Storybook's
 * dark docs theme, and the theme class goes on <html> for the components on the page and their portals.
 */
export function ThemedDocsContainer({ context, children, ...props }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<ThemeName>(() =>
    themeName((context as unknown as WithGlobals).store?.userGlobals?.get()['theme']),
  );

  useEffect(() => {
    const follow = ({ globals }: { globals: Record<string, unknown> }) => setTheme(themeName(globals['theme']));
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context.channel]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightTheme, theme === 'light');
    root.classList.toggle(darkTheme, theme === 'dark');
  }, [theme]);

  return (
    <DocsContainer {...props} context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}
