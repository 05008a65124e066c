// Mutation testing of the server's rules (`pnpm test:mutation`, see docs/mutation-testing.md).
// The script runs Stryker in each package folder that has a stryker.config.mjs. The reports and the
// sandboxes go to the workspace's git-ignored .tmp/mutation/<package>/, where lint and Vitest do not look.
// That folder lies as deep under the workspace as Stryker's own temp folder would under the package, so
// the tsconfig `extends` Stryker rewrites for its sandbox still reaches tsconfig.base.json.
const reports = '../../.tmp/mutation/server';

export default {
  // The rules only: not the wiring, the schema, the seed or the test helpers.
  mutate: [
    'src/lists/**/*.ts',
    '!src/lists/**/*.test.ts',
    'src/http/access.ts',
    // The access check is not a unit of its own in contractRoutes.ts: these lines of `add` are the
    // declaration check and the onRequest hook that answers 401/403 before the body is read.
    'src/http/contractRoutes.ts:57-77',
    'src/tenancy.ts',
    'src/auth/lockout.ts',
    'src/auth/roles.ts',
    'src/auth/signIn.ts',
    'src/auth/twoFactor.ts',
    'src/auth/sessions.ts',
    'src/locations/locationService.ts',
  ],
  // The tests of those rules. The envelope and request parsing, the dev outbox, the seed and the
  // migrations have tests of their own that are not about these rules, yet each of their files would
  // add seconds to every mutant its requests pass through.
  testFiles: ['src/{auth,lists,locations,clients,users}/**/*.test.ts', 'src/http/declaredAccess.test.ts', 'src/tenancy.test.ts'],
  testRunner: 'vitest',
  // pnpm keeps the runner out of the folder where Stryker looks for `@stryker-mutator/*` plugins: name it.
  plugins: ['@stryker-mutator/vitest-runner'],
  // The PGlite project; vitest.postgres.config.ts runs the same tests on PostgreSQL 15.
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  // Stryker counts code run outside a test as static, and every test file builds the app and signs in
  // in beforeAll: without this, nearly every mutant would rerun all test files (hours). With it, a
  // mutant runs the tests that reach it, and the few mutants that run only while modules load (the
  // module-level constants) are left out of the score; docs/mutation-testing.md lists them.
  ignoreStatic: true,
  concurrency: 2,
  // Every test file a mutant reaches loads its own PGlite copy and builds the app: seconds beyond the
  // tests' own time, more with both runners busy. Too short a margin reports survivors as timeouts.
  timeoutMS: 60_000,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'html', 'json', 'progress'],
  clearTextReporter: { reportTests: false, logTests: false },
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  tempDirName: reports,
  cleanTempDir: 'always',
};
