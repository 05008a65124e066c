import { toast } from '@velo/design-system';
import { errorToast } from '@velo/domain';

/** A failed call as the spec shows it (part 1 §8): "Error: {message}" in an error toast. */
export function toastError(error: unknown) {
  toast.error(errorToast(error instanceof Error ? error.message : String(error)));
}
