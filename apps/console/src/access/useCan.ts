import { permits, type Permission } from '@velo/domain';
import { useSignedInUser, type SignedInUser } from '../session/SessionProvider.tsx';

/** A check of one permission. */
export type Can = (permission: Permission) => boolean;

/** Whether `user` may do something: the same rule the server enforces. */
export const canOf =
  (user: SignedInUser): Can =>
  (permission) =>
    permits(user, permission);

/** Whether the signed-in user may do something. */
export const useCan = (): Can => canOf(useSignedInUser());
