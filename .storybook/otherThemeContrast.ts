/// <reference types="vite/client" />
import type { A11yParameters } from '@storybook/addon-a11y';
import type { StoryContext } from '@storybook/react-vite';
import type { Result } from 'axe-core';
import { colourViolations } from './colourViolations.ts';
import { finiteAnimationsFinished } from './finiteAnimationsFinished.ts';
import { otherThan, themeOf, themes, type ThemeName } from './themes.ts';

// Set by the Vitest plugin, whether the run was started from the command line or from Storybook's test panel.
// In Storybook's own preview the check would flash every story in the other theme as it is opened.
const inVitestRun = import.meta.env['VITEST_STORYBOOK'] !== undefined;

/**
 * After the story's play function, the page it leaves is shown in the other theme and axe's colour rules run
 * on it: every story checks both themes' contrast without playing twice. addon-a11y checks the story's own theme.
 */
export async function checkOtherThemeContrast({ parameters, globals, viewMode, canvasElement }: StoryContext): Promise<void> {
  const a11y = parameters['a11y'] as A11yParameters | undefined;
  // Only where addon-a11y fails the story on a violation; 'todo' only warns, 'off' and `disable` skip.
  if (!inVitestRun || viewMode !== 'story' || !a11y || a11y.disable || a11y.test !== 'error') return;
  const storyTheme = themeOf(globals);
  const otherTheme = otherThan(storyTheme);
  const document = canvasElement.ownerDocument;
  wear(document, otherTheme);
  try {
    await finiteAnimationsFinished(document);
    const violations = await colourViolations(document, a11y);
    if (violations.length > 0) throw new Error(describe(violations, otherTheme, storyTheme));
  } finally {
    wear(document, storyTheme);
    // The preview's hooks run before the addons', so addon-a11y's check comes next: it must see the story's
    // colours, not the way back to them.
    await finiteAnimationsFinished(document);
  }
}

function wear(document: Document, theme: ThemeName) {
  document.documentElement.classList.remove(themes[otherThan(theme)]);
  document.documentElement.classList.add(themes[theme]);
}

function describe(violations: Result[], theme: ThemeName, storyTheme: ThemeName): string {
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
    ...violation.nodes.map((node) => {
      const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' ');
      return `  ${node.target.join(' ')}: ${why}`;
    }),
  ]);
  return [`In the ${theme} theme (the story is shown in ${storyTheme}), axe finds colour violations:`, ...lines].join('\n');
}
