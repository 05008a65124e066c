import { endpointName, type Endpoint } from '../contract/endpoint.ts';
import { envelope } from '../contract/envelope.ts';
import { ApiError, ContractError } from './ApiError.ts';

/**
 * Unwraps the ABP envelope and validates its `result`. `success: false` is an error whatever the
 * HTTP status: the original back-end answers business errors with 500.
 */
export async function readAnswer(endpoint: Endpoint, response: Response): Promise<unknown> {
  const name = endpointName(endpoint);
  const { status } = response;
  let body: unknown;
  try {
    body = await response.json();
  } catch (failure) {
    // Only a body that is not JSON is an answer; one cut off (a reload, a lost connection) never arrived.
    if (!(failure instanceof SyntaxError)) {
      const message = failure instanceof Error ? failure.message : String(failure);
      throw new ApiError({ message, endpoint: name, status: null, cause: failure });
    }
    throw new ApiError({ message: `${name} answered HTTP ${status} without JSON`, endpoint: name, status, cause: failure });
  }

  const answer = envelope.safeParse(body);
  if (!answer.success) throw new ContractError(name, status, 'envelope', answer.error);
  const { success, error, unAuthorizedRequest, result } = answer.data;
  if (!success || !response.ok) {
    throw new ApiError({
      message: error?.message ?? `${name} failed with HTTP ${status}`,
      endpoint: name,
      status,
      code: error?.code,
      validationErrors: error?.validationErrors ?? [],
      unAuthorizedRequest,
    });
  }

  const parsed = endpoint.result.safeParse(result);
  if (!parsed.success) throw new ContractError(name, status, 'result', parsed.error);
  return parsed.data;
}
