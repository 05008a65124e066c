import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawQuery } from './throwawayDatabase.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The yardstick: a bare HTTP handler that runs a request's statements on the driver, one after
 * another as the endpoint sends them, and answers the last one's rows as JSON: no framework, no
 * authentication, no validation. `GET /<name>` runs the statements of that name.
 */
export async function startRawQueryServer(raw: RawQuery, statements: ReadonlyMap<string, readonly Statement[]>) {
  const server: Server = createServer((request, response) => {
    const sequence = statements.get(decodeURIComponent(request.url?.slice(1) ?? ''));
    if (!sequence) {
      response.writeHead(404).end();
      return;
    }
    const run = async () => {
      let rows: unknown[] = [];
      for (const { text, params } of sequence) rows = await raw(text, params);
      return rows;
    };
    run().then(
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
