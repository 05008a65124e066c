import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * An answer that fits in one TCP packet (an Ethernet MSS is 1,460 bytes) gains nothing from being
 * compressed: it takes as long to send either way.
 */
export const smallestCompressedAnswer = 1_460;

/**
 * Answers up to this size are compressed in one call on the event loop. The plugin's stream path (a
 * transform stream per answer and the work handed to libuv's threads) cost more CPU than the
 * compression itself for a list's 5 to 60 KB; past this size an answer takes a few ms to compress
 * and goes to the threads, where it does not hold other requests up.
 */
const largestCompressedInline = 256 * 1024;

/**
 * Brotli at quality 1: a 60 KB page of locations to 8 KB in 0.13 ms, where the plugin's default
 * (quality 4) takes 0.9 ms for 7 KB, and gzip's default 0.4 ms for 8 KB.
 */
const brotliQuality = 1;

/**
 * API answers go out compressed when the caller accepts it and they are large enough to gain (not
 * event streams, nor what is compressed already); request bodies are taken as sent: no client of
 * ours compresses them.
 */
export async function compressApiAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: smallestCompressedAnswer,
    syncThreshold: largestCompressedInline,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
  });
}
