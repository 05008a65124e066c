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
  // Test files about other things stay out of the sandbox: their requests pass through these rules
  // too, but they test none of them, and a mutant that survives runs every test file left in.
  // They test the envelope and request parsing, headers, compression, logging and the served console;
  // the random-input fuzz (no 5xx); the planner's choice of indexes on 20,000 locations; the
  // configuration, the start-up and the create-admin command (which starts processes); the dev
  // outbox, the seed and the migrations.
  ignorePatterns: [
    'src/http/{http,requestParsing,securityHeaders,apiCompression,logging,consoleFiles}.test.ts',
    'src/http/contractFuzz.*.test.ts',
    'src/locations/locationListPlan.test.ts',
    'src/{config,config.demo,startApp,startupBanner}.test.ts',
    'src/cli/**/*.test.ts',
    'src/users/createAdministrator.test.ts',
    'src/dev/**/*.test.ts',
    'src/seed/**/*.test.ts',
    'src/db/**/*.test.ts',
  ],
  testRunner: 'vitest',
  // pnpm keeps the runner out of the folder where Stryker looks for `@stryker-mutator/*` plugins: name it.
  plugins: ['@stryker-mutator/vitest-runner'],
  // The PGlite project; vitest.postgres.config.ts runs the same tests on PostgreSQL 15.
  vitest: { configFile: 'vitest.config.ts' },
  // Every mutant runs the test files that import the mutated file, one after the other, until a test
  // fails. Per-test coverage would pick fewer, but the runner's setup hook takes the suite as the
  // first argument of afterAll, which Vitest 4.1 no longer passes: no coverage is ever recorded
  // (stryker-js#5928). With 'off' the mutant is also switched on before the modules load, so the
  // module-level constants (the filter's date pattern, the sorting pattern) are tested too.
  coverageAnalysis: 'off',
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
