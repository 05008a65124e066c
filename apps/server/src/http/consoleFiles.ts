import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Vite names each file under `assets/` after a hash of its content: a changed file gets a new name,
// so a browser may keep these for a year. Anything else (index.html) is asked for again each time.
const hashedFolder = 'assets';
const hashedFileCaching = 'public, max-age=31536000, immutable';
const revalidatedFileCaching = 'no-cache';

/** The built console at `/`: the `.br` or `.gz` copy the build wrote when the browser accepts it, and cache headers. */
export async function serveConsoleFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = relative(root, path).split(sep)[0] === hashedFolder;
      reply.header('cache-control', hashed ? hashedFileCaching : revalidatedFileCaching);
    },
  });
}
