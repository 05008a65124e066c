import { darkTheme, lightTheme } from '@velo/design-system';

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;

/** The theme a story is shown in: the toolbar's (or the story's own `globals`), light by default. */
export function themeOf(globals: Record<string, unknown>): ThemeName {
  return globals['theme'] === 'dark' ? 'dark' : 'light';
}

export function otherThan(theme: ThemeName): ThemeName {
  return theme === 'light' ? 'dark' : 'light';
}
