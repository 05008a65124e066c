import { endpointName, type Endpoint } from '../contract/endpoint.ts';
import { ApiError, ContractError } from './ApiError.ts';

/** A file endpoint's answer (a success: errors come as envelopes): its bytes and content type, validated by the contract. */
export async function readFile(endpoint: Endpoint, response: Response): Promise<unknown> {
  const name = endpointName(endpoint);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    throw new ApiError({ message, endpoint: name, status: null, cause: failure });
  }
  const parsed = endpoint.result.safeParse({ contentType: response.headers.get('content-type'), bytes });
  if (!parsed.success) throw new ContractError(name, response.status, 'result', parsed.error);
  return parsed.data;
}
