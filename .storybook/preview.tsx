import type { Decorator, Preview } from '@storybook/react-vite';
import { checkOtherThemeContrast } from './otherThemeContrast.ts';
import { ThemedDocsContainer } from './ThemedDocsContainer.tsx';
import { themeOf, themes } from './themes.ts';

// The class goes on <html>, not on a wrapper, so dialogs, popovers and toasts portalled into <body>
// get the same theme as the story.
const withTheme: Decorator = (Story, context) => {
  const name = themeOf(context.globals);
  // A docs page shows many stories on one <html>, which follows the toolbar (ThemedDocsContainer): each story
  // there wears its own theme on a wrapper, so a Dark story does not turn its neighbours dark.
  if (context.viewMode === 'docs') {
    return (
      <div className={themes[name]} style={{ padding: 16, borderRadius: 6 }}>
        <Story />
      </div>
    );
  }
  const root = context.canvasElement.ownerDocument.documentElement;
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[name]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  afterEach: [checkOtherThemeContrast],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // React Aria's live announcer outlives a story for a few seconds, pointing at labels that are gone.
      context: { exclude: ['[data-live-announcer]'] },
      // Every element that passes or does not apply is named by one example, not all: naming each took most of
      // axe's time on a long table, and made each story's report 1–2 MB. Violations and doubts keep every element.
      options: { resultTypes: ['violations', 'incomplete'] },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Chromatic snapshots every story in both themes, so a story need not be written twice to be seen dark.
    chromatic: { modes: { light: { theme: 'light' }, dark: { theme: 'dark' } } },
    docs: { container: ThemedDocsContainer },
    options: {
      // The guides first, then the general building blocks, then the widgets that know Velo's records.
      storySort: {
        method: 'alphabetical',
        order: [
          'Guides',
          ['Introduction', 'Tokens', 'Patterns', 'Accessibility', 'API client'],
          'Components',
          'Layout',
          'Forms',
          'Overlays',
          'Feedback',
          'Charts',
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
