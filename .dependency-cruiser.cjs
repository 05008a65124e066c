// The package boundaries: what each package may import. `pnpm lint` fails on a violation.
const packageFolders = {
  domain: '^packages/domain/',
  apiClient: '^packages/api-client/',
  designSystem: '^packages/design-system/',
  console: '^apps/console/',
  server: '^apps/server/',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-zod-and-dayjs',
      comment:
        'domain is the business itself: no React, no fetch, no Node, no other package of ours. libphonenumber-js is allowed: which numbers a country has is a business rule, and it is pure data and logic.',
      severity: 'error',
      from: { path: packageFolders.domain },
      to: {
        pathNot: ['^packages/domain/', '(^|node_modules/)(zod|dayjs|libphonenumber-js|vitest)(/|$)'],
      },
    },
    {
      name: 'api-client-imports-only-domain',
      comment: 'api-client knows the wire: ky, zod and domain; no UI, no server.',
      severity: 'error',
      from: { path: packageFolders.apiClient },
      to: { path: ['^packages/design-system/', '^apps/', '(^|node_modules/)(react|react-dom|swr|react-router)(/|$)'] },
    },
    {
      name: 'design-system-never-fetches',
      comment: 'design-system gets data and callbacks through props: no api-client, swr, react-router or fetching library.',
      severity: 'error',
      from: { path: packageFolders.designSystem },
      to: {
        path: ['^packages/api-client/', '^apps/', '(^|node_modules/)(@velo/api-client|swr|react-router|ky|axios)(/|$)'],
      },
    },
    {
      name: 'console-has-no-styles',
      comment: 'console composes design-system components; styling lives in the design system.',
      severity: 'error',
      from: { path: packageFolders.console },
      to: { path: '\\.css(\\.ts)?$' },
    },
    {
      name: 'console-never-imports-the-server',
      severity: 'error',
      from: { path: packageFolders.console },
      to: { path: packageFolders.server },
    },
    {
      name: 'server-imports-no-ui',
      comment: 'server uses domain and the contract (@velo/api-client/contract), never the UI or the HTTP client.',
      severity: 'error',
      from: { path: packageFolders.server },
      to: {
        path: [
          '^packages/design-system/',
          '^apps/console/',
          '^packages/api-client/src/(client|session)/',
          '^packages/api-client/src/index\\.ts$',
          '(^|node_modules/)(react|react-dom|ky)(/|$)',
        ],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing: a missing dependency of the package that imports it.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The consumer app gets the packages from their tarballs, outside the workspace (tests/packages/run.mjs).
    exclude: { path: ['(^|/)dist/', '(^|/)storybook-static/', '^\\.tmp/', '^tests/consumer/app/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
