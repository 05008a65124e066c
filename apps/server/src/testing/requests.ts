import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ErrorInfo } from '@velo/api-client/contract';
import { demoPassword } from '../seed/demoSignIns.ts';

export interface Answer<Result = any> {
  status: number;
  result: Result;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  envelope: Record<string, unknown>;
}

/** One request through `app.inject()`, its envelope taken apart. */
export async function request<Result = any>(
  app: FastifyInstance,
  options: { method: InjectOptions['method']; url: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer<Result>> {
  const response = await app.inject({
    method: options.method,
    url: options.url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  const envelope = response.json();
  return {
    status: response.statusCode,
    result: envelope.result,
    success: envelope.success,
    error: envelope.error,
    unAuthorizedRequest: envelope.unAuthorizedRequest,
    envelope,
  };
}

export const authenticatePath = '/api/TokenAuth/Authenticate';

export function authenticate(app: FastifyInstance, body: Record<string, unknown>) {
  return request(app, { method: 'POST', url: authenticatePath, body });
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  userId: number;
}

/** Signs a demo user in (no two-factor) and answers its tokens. */
export async function signIn(app: FastifyInstance, userName: string, password = demoPassword): Promise<SignedIn> {
  const answer = await authenticate(app, { userNameOrEmailAddress: userName, password });
  if (answer.status !== 200 || !answer.result.accessToken) {
    throw new Error(`Sign-in of ${userName} failed: ${answer.status} ${answer.error?.message}`);
  }
  return { accessToken: answer.result.accessToken, refreshToken: answer.result.refreshToken, userId: answer.result.userId };
}
