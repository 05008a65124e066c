import { useSWRConfig } from 'swr';
import { hasErrorCode, type ApiRequest, type Endpoint, type ResultOf } from '@velo/api-client';
import { toast } from '@velo/design-system';
import type { ErrorCode } from '@velo/domain';
import { api } from '../api.ts';
import { toastError } from '../feedback.ts';

export interface ActionFeedback {
  /** The spec's success toast, e.g. "Status successfully changed". */
  success: string;
  /** How long the toasts stay, when not the usual 4 seconds. */
  timeout?: number;
  /** Business refusals shown as a warning with the server's message, rather than as an error. */
  warnings?: readonly ErrorCode[];
  /** The endpoints whose cached answers the action changes; they are asked again afterwards. */
  revalidates: readonly Endpoint[];
}

/**
 * One way to act on the server: call the endpoint, show the success toast, or the server's message
 * when it refuses ("Error: …", or a warning for an expected refusal), and ask again for what changed,
 * whether it worked or not. The action answers the result, or undefined when the call failed.
 */
export function useAction<E extends Endpoint>(endpoint: E, { success, timeout, warnings = [], revalidates }: ActionFeedback) {
  const { mutate } = useSWRConfig();
  const changed = new Set(revalidates.map((changedEndpoint) => changedEndpoint.path));

  return async (request: ApiRequest<E>): Promise<ResultOf<E> | undefined> => {
    try {
      const result = await api.call(endpoint, request);
      toast.success(success, { timeout });
      return result;
    } catch (error) {
      if (warnings.some((code) => hasErrorCode(error, code))) toast.warning((error as Error).message, { timeout });
      else toastError(error);
      return undefined;
    } finally {
      await mutate((key) => Array.isArray(key) && changed.has(key[0]));
    }
  };
}
