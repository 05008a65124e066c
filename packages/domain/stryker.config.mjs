// Mutation testing of the domain rules (`pnpm test:mutation`, see docs/mutation-testing.md).
// The script runs Stryker in each package folder that has a stryker.config.mjs. The reports and the
// sandboxes go to the workspace's git-ignored .tmp/mutation/<package>/, where lint and Vitest do not look.
// That folder lies as deep under the workspace as Stryker's own temp folder would under the package, so
// the tsconfig `extends` Stryker rewrites for its sandbox still reaches tsconfig.base.json.
const reports = '../../.tmp/mutation/domain';

export default {
  mutate: ['src/**/*.ts', '!src/**/*.test.ts'],
  testRunner: 'vitest',
  // pnpm keeps the runner out of the folder where Stryker looks for `@stryker-mutator/*` plugins: name it.
  plugins: ['@stryker-mutator/vitest-runner'],
  // The UTC project; the same tests in Europe/Oslo (vitest.oslo.config.ts) would only double the time.
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'html', 'json', 'progress'],
  clearTextReporter: { reportTests: false, logTests: false },
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  tempDirName: reports,
  cleanTempDir: 'always',
};
