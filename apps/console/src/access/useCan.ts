import { permits, type Permission } from '@velo/domain';
import { useSignedInUser } from '../session/SessionProvider.tsx';

/** Whether the signed-in user may do something. */
export type Can = (permission: Permission) => boolean;

/** Whether the signed-in user may do something: the same rule the server enforces. */
export function useCan(): Can {
  const user = useSignedInUser();
  return (permission) => permits(user, permission);
}
