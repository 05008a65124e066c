export const demoPassword = 'Demo1234!';

/** The demo's console sign-ins, for the start-up banner (DECISIONS §7). */
export const demoSignIns = [
  { userName: 'admin', role: 'system admin' },
  { userName: 'support', role: 'support' },
  { userName: 'client', role: 'client administrator (full access) of the first client' },
  { userName: 'client-read', role: 'client administrator (read access) of the second client' },
  { userName: 'admin2fa', role: 'system admin with two-factor by SMS' },
] as const;
