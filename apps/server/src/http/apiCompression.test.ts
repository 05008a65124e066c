import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { compressApiAnswers, smallestCompressedAnswer } from './apiCompression.ts';

const t = useTestApp();
let accessToken: string;
beforeAll(async () => {
  ({ accessToken } = await signIn(t.app, 'admin'));
});

const listAllLocations = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/app/Location/GetList',
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
    payload: { maxResultCount: 1000 },
  });

describe('API answers', () => {
  it('are gzip-compressed when the caller accepts gzip, and still a valid envelope', async () => {
    const plain = await listAllLocations({});
    const compressed = await listAllLocations({ 'accept-encoding': 'gzip' });

    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const envelope = JSON.parse(gunzipSync(compressed.rawPayload).toString());
    expect(envelope).toMatchObject({ success: true, error: null, unAuthorizedRequest: false, __abp: true });
    expect(envelope.result.totalCount).toBe(25);
    expect(envelope).toEqual(plain.json());
  });

  it('go out as they are to a caller that accepts no compression', async () => {
    const plain = await listAllLocations({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().success).toBe(true);
  });
});

describe('which answers are compressed', () => {
  // An answer of `size` bytes of JSON, as compressible as a list's.
  const sized = Fastify();
  beforeAll(async () => {
    await compressApiAnswers(sized);
    sized.get('/answer/:size', async (request, reply) => {
      const size = Number((request.params as { size: string }).size);
      return reply.type('application/json').send(`"${'location '.repeat(size).slice(0, size - 2)}"`);
    });
  });
  afterAll(() => sized.close());
  const answerOf = (size: number, acceptEncoding: string) =>
    sized.inject({ method: 'GET', url: `/answer/${size}`, headers: { 'accept-encoding': acceptEncoding } });

  it('not one that fits in a TCP packet: it would take as long to send', async () => {
    const answer = await answerOf(smallestCompressedAnswer - 1, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.length).toBe(smallestCompressedAnswer - 1);
  });

  it('one a packet long or more, with brotli when the caller accepts it, as browsers do', async () => {
    const answer = await answerOf(smallestCompressedAnswer, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).length).toBe(smallestCompressedAnswer);
  });

  it('a large one too, past what is compressed on the event loop', async () => {
    const size = 2 * 1024 * 1024;
    const answer = await answerOf(size, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.length).toBeLessThan(size / 100);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe((await answerOf(size, 'identity')).body);
  });
});
