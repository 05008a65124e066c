export const demoPassword = 'Demo1234!';

/** The demo's console sign-ins, shown on the start-up banner and in the README. */
export const demoSignIns = [
  { userName: 'admin', role: 'system admin' },
  { userName: 'support', role: 'support' },
  { userName: 'client', role: 'client administrator (full access) of the first client' },
  { userName: 'client-read', role: 'client administrator (read access) of the second client' },
  { userName: 'admin2fa', role: 'system admin with two-factor by SMS' },
] as const;
