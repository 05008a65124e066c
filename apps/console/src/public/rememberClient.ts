const storageKey = 'velo.twoFactorRememberClientToken';

/** The token that lets this browser skip two-factor for 30 days after "remember me". */
export function rememberedClientToken(): string | null {
  return localStorage.getItem(storageKey);
}

export function rememberClientToken(token: string | null): void {
  if (token) localStorage.setItem(storageKey, token);
}
