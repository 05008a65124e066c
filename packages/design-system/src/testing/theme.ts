import { expect } from 'storybook/test';
import { darkTheme } from '../theme/dark.css.ts';

// Colours as the browser reports them, written out rather than read from the theme, so a story
// cannot pass by comparing the theme with itself.
export const darkCanvas = 'rgb(14, 19, 24)';
export const darkSurface = 'rgb(21, 28, 35)';
export const lightSurface = 'rgb(255, 255, 255)';

/** The dark theme is on <html> and paints the page: dark stories check it before what they show. */
export async function expectDarkTheme(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root).toHaveClass(darkTheme);
  await expect(getComputedStyle(root).backgroundColor).toBe(darkCanvas);
}
