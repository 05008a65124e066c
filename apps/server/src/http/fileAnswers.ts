import type { FastifyReply } from 'fastify';

/** A file as a file endpoint answers it: bytes whose content type the server read from them. */
export interface FileAnswer {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Sends a file endpoint's bytes as what they are, never as a page: their own content type (nosniff
 * comes with every answer's security headers), a download rather than a document, and a policy that
 * loads and runs nothing should a browser open it anyway.
 */
export function sendFile(reply: FastifyReply, { contentType, bytes }: FileAnswer) {
  return reply
    .type(contentType)
    .header('content-disposition', 'attachment')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
