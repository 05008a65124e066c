import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/design-system/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Imported by compiled recipes and sprinkles, so the dependency scan cannot see them; found
      // mid-run, Vite would reload the page and fail the test file that was loading.
      optimizeDeps: {
        include: [
          '@velo/design-system > @vanilla-extract/recipes/createRuntimeFn',
          '@velo/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
