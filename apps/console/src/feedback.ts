import { toast } from '@velo/design-system';
import { errorToast } from '@velo/domain';

/** A failed call, server or network: "Error: {message}" in an error toast. */
export function toastError(error: unknown) {
  toast.error(errorToast(error instanceof Error ? error.message : String(error)));
}
