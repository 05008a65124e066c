import type { ErrorInfo } from '@velo/api-client/contract';

/** The ASP.NET Boilerplate envelope every JSON answer is wrapped in. */
export function successEnvelope(result: unknown) {
  return { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function errorEnvelope(error: ErrorInfo, unAuthorizedRequest: boolean) {
  return { result: null, targetUrl: null, success: false, error, unAuthorizedRequest, __abp: true };
}
