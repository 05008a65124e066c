import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawQuery } from './throwawayDatabase.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The yardstick: a bare HTTP handler that runs a statement on the driver and answers its rows as
 * JSON, no framework, no authentication, no validation. `GET /<name>` runs the statement of that name.
 */
export async function startRawQueryServer(raw: RawQuery, statements: ReadonlyMap<string, Statement>) {
  const server: Server = createServer((request, response) => {
    const statement = statements.get(decodeURIComponent(request.url?.slice(1) ?? ''));
    if (!statement) {
      response.writeHead(404).end();
      return;
    }
    raw(statement.text, statement.params).then(
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
