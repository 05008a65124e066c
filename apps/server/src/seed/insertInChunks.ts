import { setImmediate } from 'node:timers/promises';

/** Rows per INSERT: one statement per chunk, well under PostgreSQL's 65,535 parameters. */
export const insertChunk = 500;

/**
 * Inserts rows a chunk a statement, in order, and answers each chunk's result. Before each chunk it
 * lets the server answer what came in meanwhile (the console's page while the demo is seeded): on
 * PGlite each statement runs on this thread, and awaited statements alone never give way to I/O.
 */
export async function insertInChunks<Row, Result>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Result>,
  size = insertChunk,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += size) {
    await setImmediate();
    results.push(await insert(rows.slice(start, start + size)));
  }
  return results;
}
