import { describe, expect, it } from 'vitest';
import { getMessageTemplateImage } from '../contract/messageTemplates.ts';
import { memoryTokenStore } from '../session/tokenStore.ts';
import { failure, fakeFetch, type Answer } from '../testing/fakeFetch.ts';
import { ApiError, ContractError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';

const now = Date.UTC(2025, 0, 1);
const imagePath = 'GET /api/services/app/MessageTemplate/GetImage';
const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file =
  (bytes: Uint8Array<ArrayBuffer>, contentType: string): Answer =>
  () =>
    new Response(new Blob([bytes]), { status: 200, headers: { 'content-type': contentType } });

function clientAnswering(answer: Answer) {
  const server = fakeFetch({ [imagePath]: answer });
  const tokenStore = memoryTokenStore({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: now + 600_000,
    userId: 5,
  });
  return { api: createApiClient({ baseUrl: 'http://velo.test', tokenStore, fetch: server.fetch, now: () => now }), server };
}

describe('a file endpoint', () => {
  it('answers the bytes and their content type, asked with the session', async () => {
    const { api, server } = clientAnswering(file(pngBytes, 'image/png'));
    await expect(api.call(getMessageTemplateImage, { query: { id: 7 } })).resolves.toEqual({
      contentType: 'image/png',
      bytes: pngBytes,
    });
    expect(server.requests).toMatchObject([{ search: '?id=7', authorization: 'Bearer access-1' }]);
  });

  it("raises the server's error from its envelope", async () => {
    const { api } = clientAnswering(failure(404, { code: 'Record.NotFound', message: 'This message template has no image.' }));
    const error = await api.call(getMessageTemplateImage, { query: { id: 7 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'Record.NotFound', message: 'This message template has no image.' });
  });

  it('refuses an answer of another content type than the contract names', async () => {
    const { api } = clientAnswering(file(new TextEncoder().encode('<script>alert(1)</script>'), 'text/html'));
    const error = await api.call(getMessageTemplateImage, { query: { id: 7 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toContain('result.contentType');
  });
});
