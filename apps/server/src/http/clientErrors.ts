import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { errorEnvelope } from './envelope.ts';

// What Node's HTTP parser refuses before Fastify sees a request, in words for the caller.
const parserRefusals: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const notHttp = { status: 400, message: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler`: a request that Node's HTTP parser refused is answered in the
 * envelope on the raw socket (no route, hook or reply exists yet), then the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = parserRefusals[error.code ?? ''] ?? notHttp;
  const body = JSON.stringify(errorEnvelope({ code: 'Request.NotValid', message, details: null, validationErrors: null }, false));
  if (socket.writable) {
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
