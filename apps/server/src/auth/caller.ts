import type { Role } from '@velo/domain';

/** Who is calling, as established from a verified access token and the user's current record. */
export interface Caller {
  userId: number;
  role: Role;
  clientId: number | null;
  /** 0 read, 1 edit, 2 full (client administrators). */
  accessLevel: number;
  sessionId: string;
}
