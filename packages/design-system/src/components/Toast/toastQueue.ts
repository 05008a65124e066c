import { toastTimeoutMs } from '@velo/domain';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds before it hides itself; `toastTimeoutMs` (4 s) unless given. */
  timeout?: number;
}

// One queue for the whole app, so any code (a data hook, a page) can show a toast without props.
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

const show =
  (tone: ToastTone) =>
  (message: string, options: ToastOptions = {}) =>
    toastQueue.add({ tone, message }, { timeout: options.timeout ?? toastTimeoutMs });

/** Shows notifications in the app's `ToastRegion`; each call returns the toast's key. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  close: (key: string) => toastQueue.close(key),
  /** Removes every toast, e.g. when the user signs out. */
  clear: () => toastQueue.clear(),
};
