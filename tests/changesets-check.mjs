// A change to what a published package ships (its source, package.json or README; not its tests, stories or Storybook
// pages: `changedFilePatterns` in .changeset/config.json) must come with a changeset, so that its release gets a version
// and a CHANGELOG entry. Compares with the last release: the last commit that wrote a package's CHANGELOG.
import { execFileSync, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

const lastRelease =
  git('log', '-1', '--format=%H', '--', 'packages/*/CHANGELOG.md') || git('rev-list', '--max-parents=0', 'HEAD');
console.log(`Packages changed since the last release (${lastRelease.slice(0, 7)}) need a changeset:`);
const status = spawnSync('pnpm', ['exec', 'changeset', 'status', `--since=${lastRelease}`], { cwd: root, stdio: 'inherit' });
process.exit(status.status ?? 1);
