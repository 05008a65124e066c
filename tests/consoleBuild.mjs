// Whether the built console (apps/console/dist) is current, so that the steps of one run that serve it (Lighthouse,
// the journeys) use the build the bundle budget made rather than building it again.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time under `path`, leaving out what a build writes. */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => !['node_modules', 'dist', '.vite'].includes(entry))
    .reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** Whether apps/console/dist was built after the last change to the console or the packages it draws with. */
export function consoleBuildIsCurrent() {
  let builtAt;
  try {
    builtAt = statSync(join(root, 'apps/console/dist/index.html')).mtimeMs;
  } catch {
    return false;
  }
  const sources = ['apps/console', 'packages/design-system/src', 'packages/api-client/src', 'packages/domain/src'];
  return sources.every((source) => newestChange(join(root, source)) <= builtAt);
}
