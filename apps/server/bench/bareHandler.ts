import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawQuery } from './throwawayDatabase.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/** Runs a request's statements on the driver, one after another as the endpoint sends them: the last one's rows. */
export async function runStatements(raw: RawQuery, sequence: readonly Statement[]): Promise<unknown[]> {
  let rows: unknown[] = [];
  for (const { text, params } of sequence) rows = await raw(text, params);
  return rows;
}

/**
 * The yardstick: a bare `node:http` handler that runs a request's statements on the driver and
 * answers the last one's rows as JSON: no framework, no authentication, no validation, no
 * compression. `GET /<name>` runs the statements of that name.
 */
export async function startBareHandler(raw: RawQuery, statements: ReadonlyMap<string, readonly Statement[]>) {
  const server: Server = createServer((request, response) => {
    const sequence = statements.get(decodeURIComponent(request.url?.slice(1) ?? ''));
    if (!sequence) {
      response.writeHead(404).end();
      return;
    }
    runStatements(raw, sequence).then(
      (rows) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
