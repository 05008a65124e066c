import { permits, type Permission } from '@velo/domain';
import { useSignedInUser } from '../session/SessionProvider.tsx';

/** Whether the signed-in user may do something: the same rule the server enforces. */
export function useCan(): (permission: Permission) => boolean {
  const user = useSignedInUser();
  return (permission) => permits(user, permission);
}
