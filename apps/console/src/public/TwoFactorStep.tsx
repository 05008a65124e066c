// The two-factor code dialog, in a module of its own: only a user with two-factor sign-in loads it.
export { TwoFactorDialog as default } from '@velo/design-system';
