import { z } from 'zod/mini';

/** What the browser keeps of a signed-in session: the access and refresh tokens, the expiry and the user id. */
export const session = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  /** When the access token expires, in epoch milliseconds. */
  expiresAt: z.number(),
  userId: z.int().check(z.minimum(1)),
});
export type Session = z.infer<typeof session>;

export interface TokenStore {
  get(): Session | null;
  /** `null` clears the session. */
  set(session: Session | null): void;
}

export function memoryTokenStore(initial: Session | null = null): TokenStore {
  let current = initial;
  return {
    get: () => current,
    set: (next) => {
      current = next;
    },
  };
}
