export * from './contract/index.ts';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client/createApiClient.ts';
export type { ApiRequest } from './client/prepareRequest.ts';
export { ApiError, ContractError, hasErrorCode, type ApiErrorDetails } from './client/ApiError.ts';
export { memoryTokenStore, type Session, type TokenStore } from './session/tokenStore.ts';
export { browserTokenStore } from './session/browserTokenStore.ts';
export { hasBrowserSession } from './session/browserStorage.ts';
export { notLoggedInMessage, type SessionEndReason } from './session/sessionEndReason.ts';
export * from './accessTokenClaims.ts';
