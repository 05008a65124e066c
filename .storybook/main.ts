import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const everydayProps = new Set([
  'children',
  'label',
  'description',
  'errorMessage',
  'placeholder',
  'name',
  'value',
  'defaultValue',
  'onChange',
  'isDisabled',
  'isReadOnly',
  'isRequired',
  'isInvalid',
  'isPending',
  'isSelected',
  'onPress',
  'isOpen',
  'onOpenChange',
  'selectedKey',
  'onSelectionChange',
  'minValue',
  'maxValue',
  'aria-label',
]);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The guides first, so the sidebar opens on the introduction.
  stories: ['../packages/design-system/src/docs/*.mdx', '../packages/design-system/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    // The args tables read the props' TypeScript types, so unions show their values ('primary' | 'secondary').
    // The story tests (Vitest) render no docs page and skip the cost.
    reactDocgen: process.env['VITEST'] ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['**/packages/design-system/src/**/*.tsx'],
      tsconfigPath: fileURLToPath(new URL('../packages/design-system/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props, and the everyday ones inherited from React Aria; not the hundreds of DOM and ARIA attributes.
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules') || everydayProps.has(prop.name),
    },
  },
  viteFinal: async (viteConfig, { configType }) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // `pnpm test` builds Storybook beside other checks: a build prints warnings and errors, not every file.
      // A Storybook bundles every story into its preview, so its chunks are large by nature: no budget here.
      ...(configType === 'PRODUCTION' && {
        logLevel: 'warn',
        build: {
          chunkSizeWarningLimit: 10_000,
          // Rolldown's note on slow plugins is a profiling hint, not a warning about the build.
          rolldownOptions: { checks: { bundlerTimings: false } },
        },
      }),
      // Imported by compiled recipes and sprinkles, so the dependency scan cannot see them; found
      // mid-run, Vite would reload the page and fail the test file that was loading.
      optimizeDeps: {
        include: [
          '@velo/design-system > @vanilla-extract/recipes/createRuntimeFn',
          '@velo/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          // The docs pages' container, imported by the preview.
          '@storybook/addon-docs/blocks',
          'storybook/theming',
        ],
      },
    });
  },
};

export default config;
